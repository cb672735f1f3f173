/** The services a visitor can book (SPEC.md section 1); their copy lives in web/content/services.ts. */
export const serviceTitles = [
  'Industrial Panel Design',
  'Rewinding',
  'Automation',
  'Fire Alarm Systems',
  'Electrical Installation',
  'Solar Services',
  'Low RPM Alternator',
  'Home Appliance Repair',
  'Security Systems',
  'Embedded Systems',
] as const;
