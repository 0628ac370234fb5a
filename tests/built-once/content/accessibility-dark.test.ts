import { browseBuiltSite } from '../../helpers/built-site.js';
import { describeAxeChecks } from './axe-checks.js';

describeAxeChecks(browseBuiltSite('content'), 'dark');
