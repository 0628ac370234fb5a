#!/usr/bin/env node
// Entry point: runs the CLI compiled from cli/ (bin/compile-cli.js), compiling it first if a source changed.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compiledCli } from './compile-cli.js';

await import(pathToFileURL(join(await compiledCli(), 'main.mjs')).href);
