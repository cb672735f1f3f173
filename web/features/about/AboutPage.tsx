import { Eye, Quote, Target } from 'lucide-react';
import { BookingBanner } from '../booking';
import { ButtonLink } from '../../components/Button';
import { PageHero } from '../../components/PageHero';
import { Section } from '../../components/Section';
import { about } from '../../content/about';
import { company } from '../../content/company';
import { controlPanelDrawing } from '../../content/gallery';
import { TeamGrid } from './TeamGrid';

const principles = [
  { title: 'Vision', text: about.vision, icon: Eye },
  { title: 'Our Aim', text: about.aim, icon: Target },
  { title: 'Motto', text: about.motto, icon: Quote },
] as const;

export function AboutPage() {
  return (
    <>
      <PageHero title="About Us" lead={about.lead} />
      <Section title="Who We Are">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div className="flex flex-col gap-4 text-lg text-grey-700">
            {about.story.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <p className="text-base font-semibold text-navy-900">Established {company.established}</p>
          </div>
          <img
            src={controlPanelDrawing.src}
            alt={controlPanelDrawing.alt}
            width={controlPanelDrawing.width}
            height={controlPanelDrawing.height}
            loading="lazy"
            className="w-full rounded-box border border-grey-200"
          />
        </div>
      </Section>
      <Section title="What Guides Us" tone="grey">
        <ul className="grid gap-4 md:grid-cols-3">
          {principles.map((principle) => (
            <li key={principle.title} className="rounded-box border border-grey-200 bg-white p-6">
              <principle.icon aria-hidden="true" className="size-6 text-navy-700" />
              <h3 className="mt-3 text-lg font-bold text-navy-900">{principle.title}</h3>
              <p className="mt-2 text-grey-700">{principle.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="What Drives Us">
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {about.objectives.map((objective, index) => (
            <li key={objective.title} className="flex gap-4 rounded-box border border-grey-200 bg-white p-6">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent font-bold text-navy-950 tabular-nums">{index + 1}</span>
              <div>
                <h3 className="font-bold text-navy-900">{objective.title}</h3>
                <p className="mt-1 text-grey-700">{objective.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>
      <Section title="Our Commitment" tone="grey">
        <p className="max-w-3xl border-l-4 border-accent pl-6 text-lg text-grey-700">{about.commitment}</p>
      </Section>
      <Section title="Meet Our Team" lead="The people who design, install and answer for your work.">
        <TeamGrid />
      </Section>
      <BookingBanner title="Let us power your next project" lead="From a single fault to a full factory upgrade, our team is ready to help.">
        <ButtonLink to="/contact" size="lg" variant="ghost" className="bg-white">
          Contact Us
        </ButtonLink>
      </BookingBanner>
    </>
  );
}
