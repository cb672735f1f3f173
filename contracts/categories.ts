/**
 * The shop's categories (issue 34 item 4): a product belongs to one (or none, ''), and `/products?category=`
 * lists one. Each has the words its own page would carry.
 */
export const productCategories = [
  { slug: 'inverters-and-batteries', name: 'Inverters and batteries', description: 'Inverters, lithium and tubular batteries for homes and offices in Ibadan, priced in naira.' },
  { slug: 'solar-panels', name: 'Solar panels', description: 'Mono and poly solar panels and charge controllers, delivered from Ibadan.' },
  { slug: 'cctv', name: 'CCTV', description: 'CCTV cameras, recorders and cabling for homes, estates and shops.' },
  { slug: 'cables-and-wiring', name: 'Cables and wiring', description: 'Twin and earth, armoured and flexible cables and wiring accessories.' },
  { slug: 'switches-and-sockets', name: 'Switches and sockets', description: 'Switches, sockets, breakers and distribution boards.' },
  { slug: 'lighting', name: 'Lighting', description: 'LED bulbs, panels, floodlights and motion-sensor lights.' },
  { slug: 'tools', name: 'Tools', description: 'Testers, crimpers and the electrician’s hand tools.' },
] as const;
export type ProductCategorySlug = (typeof productCategories)[number]['slug'];
export const productCategorySlugs = productCategories.map((category) => category.slug) as [ProductCategorySlug, ...ProductCategorySlug[]];

export const specLimits = { maxSpecs: 20, nameMax: 60, valueMax: 120 } as const;

export const categoryMessages = {
  category: `Choose a category: ${productCategorySlugs.join(', ')}`,
  specs: `At most ${specLimits.maxSpecs} specifications, each a name of at most ${specLimits.nameMax} characters and a value of at most ${specLimits.valueMax}`,
  specFilter: 'Filter by a specification as name:value, e.g. Brand:Felicity',
} as const;
