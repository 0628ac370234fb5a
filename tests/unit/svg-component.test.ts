import { transformSync } from 'esbuild';
import { createRequire } from 'node:module';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { svgComponent } from '../../cli/bundle/svg-component.js';

/** The markup an SVG file's component renders with `props`. */
function render(svg: string, props: Record<string, unknown> = {}): string {
  const { code } = transformSync(svgComponent(svg), { loader: 'jsx', jsx: 'automatic', format: 'cjs' });
  const module = { exports: {} as { default: ComponentType } };
  new Function('module', 'exports', 'require', code)(module, module.exports, createRequire(import.meta.url));
  return renderToStaticMarkup(createElement(module.exports.default, props));
}

describe('an SVG file as a component', () => {
  it("maps XML attributes to React's and keeps the drawing", () => {
    const html = render(
      `<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<svg xmlns="http://www.w3.org/2000/svg" class="icon" viewBox="0 0 2 2"><g fill-rule="evenodd" clip-path="url(#c)"><path d="M0 0h2" stroke-width="2"/></g></svg>`,
    );
    expect(html).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" class="icon" viewBox="0 0 2 2"><g fill-rule="evenodd" clip-path="url(#c)"><path d="M0 0h2" stroke-width="2"></path></g></svg>',
    );
  });

  it("puts the props it is given on <svg>, after the file's own", () => {
    expect(render('<svg width="10" height="10"/>', { width: 20, className: 'x', 'aria-hidden': true })).toBe(
      '<svg width="20" height="10" class="x" aria-hidden="true"></svg>',
    );
  });

  it('turns a style attribute into a style object, vendor prefixes and custom properties included', () => {
    const html = render('<svg style="fill: red; -webkit-transform: none; -ms-filter: none; --tint: 1"/>');
    expect(html).toBe('<svg style="fill:red;-webkit-transform:none;-ms-filter:none;--tint:1"></svg>');
  });

  it("replaces the file's <title> with the title prop, and keeps it without one", () => {
    const svg = '<svg><title>Logo</title><circle r="1"/></svg>';
    expect(render(svg)).toBe('<svg><title>Logo</title><circle r="1"></circle></svg>');
    expect(render(svg, { title: 'Home', titleId: 't1' })).toBe(
      '<svg aria-labelledby="t1"><title id="t1">Home</title><circle r="1"></circle></svg>',
    );
  });

  it("decodes entities, keeps CDATA styles and drops editors' own elements and attributes", () => {
    const html = render(
      `<svg xmlns:sodipodi="http://sodipodi" sodipodi:docname="a.svg"><sodipodi:namedview/><style><![CDATA[.a > b { fill: red }]]></style><text x="1">A &amp; B &#x263A;</text></svg>`,
    );
    expect(html).toBe('<svg><style>.a > b { fill: red }</style><text x="1">A &amp; B ☺</text></svg>');
  });
});
