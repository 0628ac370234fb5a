// React's production build for server rendering, and Docusaurus's production build (its classic
// preset adds the sitemap only then); set before anything imports React.
process.env.NODE_ENV = 'production';
const { createProgram } = await import('./program.js');
await createProgram().parseAsync(process.argv);
export {};
