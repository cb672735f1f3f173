export interface TeamMember {
  id: string;
  /** A photo URL when one is available; without it the card shows the member's initials. */
  img?: string;
  name: string;
  position: string;
  bio: string;
}

export const team: readonly TeamMember[] = [
  {
    id: 'olumide-adewale',
    name: 'Engr. Olumide Adewale',
    position: 'Founder and Lead Engineer',
    bio: 'A COREN-registered electrical engineer with over fifteen years in industrial installations. Olumide founded Brightwire in 2018 and still signs off every panel that leaves the workshop.',
  },
  {
    id: 'kemi-oyewole',
    name: 'Kemi Oyewole',
    position: 'Automation and Controls Engineer',
    bio: 'Kemi programs the PLCs, drives and monitoring systems behind our automation projects, and trains client operators to run them with confidence.',
  },
  {
    id: 'segun-afolabi',
    name: 'Segun Afolabi',
    position: 'Head of Field Services',
    bio: 'Segun leads our technicians on site, from solar and security installations to emergency call-outs, and makes sure every job is tested and cleaned up before we leave.',
  },
];
