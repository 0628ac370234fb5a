// The modules a page's first visit runs that chunks loaded later (the search modal, the API and
// home views, the pages' code) use too. esbuild puts each module in a chunk shared by exactly the
// entries that reach it, so these made about ten small files, each a request and its own gzip
// frame. The client bundle injects this file into every entry (cli/bundle/client.ts): each module
// below is then reached by every entry, and they make one chunk. A module that a first visit loads
// as a chunk of its own (the bench's first-visit figure, its files listed in the page's HTML)
// belongs here too.
import '../common/docs-instances.js';
import '../common/route-files.js';
import '../runtime/preferred-version.js';
import '../runtime/storage.js';
import './classic-class-names.js';
import './context.js';
import './fill-label.js';
import './theme/Heading.js';
import './use-active-version.js';
import './WordBreaks.js';
