/**
 * The shop's categories (issue 34 item 4): the office keeps the list (slug, name, the words of the category's
 * own page, the order the shop shows them in); a product belongs to one, or to none (''), and
 * `/products?category=` lists one.
 */

/** A category's address: lower-case words joined by hyphens, e.g. `solar-panels`. */
export const categorySlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const categoryLimits = { slugMax: 60, nameMax: 80, descriptionMax: 300 } as const;

export const specLimits = { maxSpecs: 20, nameMax: 60, valueMax: 120 } as const;

/** The specifications the product form offers by name; any other name/value pair may be added beside them. */
export const namedSpecs = ['Brand', 'Rating', 'Wattage', 'Voltage', 'Warranty'] as const;

/** A category's slug made from its name ('CCTV & Alarms' becomes 'cctv-alarms'). */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, categoryLimits.slugMax)
    .replace(/-+$/, '');
}

export const categoryMessages = {
  /** A category that is not on the office's list; `slugs` lists the ones that are. */
  category: (slugs: readonly string[]) => `Choose a category: ${slugs.join(', ')}`,
  slug: `A category's address is lower-case letters, digits and hyphens, at most ${categoryLimits.slugMax} characters`,
  name: `Category name is required, at most ${categoryLimits.nameMax} characters`,
  description: `Description must be at most ${categoryLimits.descriptionMax} characters`,
  taken: 'A category with this address already exists',
  notFound: 'Category not found',
  /** Deleting a category that still has products (409): they would be left without one. */
  hasProducts: (count: number) => `This category still has ${count} ${count === 1 ? 'product' : 'products'}: move ${count === 1 ? 'it' : 'them'} to another category first`,
  created: 'Category added',
  saved: 'Category saved',
  deleted: 'Category deleted',
  specs: `At most ${specLimits.maxSpecs} specifications, each a name of at most ${specLimits.nameMax} characters and a value of at most ${specLimits.valueMax}`,
  specFilter: 'Filter by a specification as name:value, e.g. Brand:Felicity',
} as const;
