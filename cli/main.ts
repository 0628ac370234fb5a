// React's production build for server rendering, and Docusaurus's production build (its classic
// preset adds the sitemap only then); set before anything imports React.
process.env.NODE_ENV = 'production';
const { createProgram } = await import('./program.js');
const program = createProgram();
// A command but the servers (`serve`, `preview`) ends with its action, even where a site's plugin
// left a timer running (Meta's internal-docs preset clears its own only in postBuild, which `check`
// does not run), once what it printed is out.
program.hook('postAction', async (_program, command) => {
  if (command.name() === 'serve' || command.name() === 'preview') return;
  for (const stream of [process.stdout, process.stderr]) await new Promise((done) => stream.write('', done));
  process.exit();
});
await program.parseAsync(process.argv);
export {};
