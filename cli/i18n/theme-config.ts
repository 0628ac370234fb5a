import type { SiteConfig } from '../config/schema.js';
import type { Translate } from './translator.js';

type Navbar = SiteConfig['navbar'];
type Footer = SiteConfig['footer'];
type Home = SiteConfig['home'];

/**
 * The navbar in the locale (`docusaurus-theme-classic/navbar.json`, under the keys Docusaurus's
 * classic theme gives them): its title, its logo's text and each item's and dropdown entry's label.
 */
export function translatedNavbar(navbar: Navbar, t: Translate): Navbar {
  const label = <Item extends { label?: string }>(item: Item): Item =>
    item.label === undefined
      ? item
      : { ...item, label: t(`item.label.${item.label}`, item.label, `The navbar item labelled "${item.label}"`) };
  return {
    ...navbar,
    ...(typeof navbar.title === 'string' && { title: t('title', navbar.title, "The navbar's title, beside its logo") }),
    ...(navbar.logo?.alt && {
      logo: { ...navbar.logo, alt: t('logo.alt', navbar.logo.alt, "The navbar logo's text alternative") },
    }),
    items: navbar.items.map((item) => ({ ...label(item), items: item.items.map(label) })),
  };
}

/**
 * The footer in the locale (`docusaurus-theme-classic/footer.json`): its columns' titles, its
 * links' labels, its logo's text and its copyright line.
 */
export function translatedFooter(footer: Footer, t: Translate): Footer {
  type Entry = Footer['links'][number];
  const link = <Item extends Entry>(item: Item): Item =>
    'label' in item
      ? { ...item, label: t(`link.item.label.${item.label}`, item.label, `The footer link labelled "${item.label}"`) }
      : item;
  const entry = (item: Entry): Entry =>
    'items' in item
      ? {
          ...item,
          title:
            item.title === null
              ? null
              : t(`link.title.${item.title}`, item.title, `The title of the footer column "${item.title}"`),
          items: item.items.map(link),
        }
      : link(item);
  return {
    ...footer,
    links: footer.links.map(entry),
    ...(footer.logo?.alt && {
      logo: { ...footer.logo, alt: t('logo.alt', footer.logo.alt, "The footer logo's text alternative") },
    }),
    ...(footer.copyright && { copyright: t('copyright', footer.copyright, "The footer's copyright line") }),
  };
}

type Blog = Exclude<SiteConfig['blog'], false>;

/**
 * The blog's own words in the locale (`docusaurus-plugin-content-blog/options.json`, under the
 * keys Docusaurus's blog plugin gives them): its title, its description and its sidebar's heading.
 */
export function translatedBlog(blog: Blog, t: Translate): Blog {
  return {
    ...blog,
    blogTitle: t('title', blog.blogTitle, "The blog's title, on its list pages"),
    blogDescription: t('description', blog.blogDescription, "The blog's description, on its list pages"),
    blogSidebarTitle: t('sidebar.title', blog.blogSidebarTitle, "The heading of the blog's sidebar of recent posts"),
  };
}

/**
 * A ckdocs site's home page in the locale (`ckdocs-theme/home.json`): the tagline under its title,
 * its buttons' labels and its feature cards' titles and texts, keyed by the English they replace.
 */
export function translatedHome(home: Home, tagline: string, t: Translate): { home: Home; tagline: string } {
  return {
    tagline: t('tagline', tagline, "The site's tagline, under its title on the home page"),
    home: {
      ...home,
      actions: home.actions.map((action) => ({
        ...action,
        label: t(`action.label.${action.label}`, action.label, `The home page's button labelled "${action.label}"`),
      })),
      features: home.features.map((feature) => ({
        ...feature,
        title: t(`feature.title.${feature.title}`, feature.title, `The title of the feature card "${feature.title}"`),
        description: t(
          `feature.description.${feature.title}`,
          feature.description,
          `The text of the feature card "${feature.title}"`,
        ),
      })),
    },
  };
}
