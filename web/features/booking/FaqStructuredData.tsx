import type { Faq } from '../../content/faq';

/**
 * The FAQ as schema.org FAQPage, in the HTML the server draws, so search engines can show the answers.
 * Not a script the browser runs: its type is data, which the Content-Security-Policy allows.
 */
export function FaqStructuredData({ faqs }: { faqs: readonly Faq[] }) {
  const faqPage = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({ '@type': 'Question', name: faq.question, acceptedAnswer: { '@type': 'Answer', text: faq.answer } })),
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(faqPage).replace(/</g, '\\u003c') }} />;
}
