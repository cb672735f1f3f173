/**
 * Line drawings of the demo products, made on the machine as SVG (no downloads, no photos), in the brand's
 * navy and amber. sharp turns them into the same WebP files an admin's upload would become.
 */
export type DemoDrawing = 'cable' | 'breaker' | 'inverter' | 'solar' | 'sensor' | 'battery' | 'switch' | 'camera' | 'board' | 'relay';

const navy = '#0f1f3d';
const amber = '#f5a524';
const line = `fill="none" stroke="${navy}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"`;

const drawings: Record<DemoDrawing, string> = {
  cable: `<circle cx="400" cy="400" r="190" ${line}/><circle cx="400" cy="400" r="130" ${line}/><circle cx="400" cy="400" r="70" fill="${amber}" stroke="${navy}" stroke-width="10"/>
    <path d="M590 400 C 680 400 660 560 740 560" ${line}/><path d="M730 545 l30 15 -30 15" ${line}/>`,
  breaker: `<rect x="280" y="170" width="240" height="460" rx="24" ${line}/><rect x="350" y="330" width="100" height="140" rx="12" fill="${amber}" stroke="${navy}" stroke-width="10"/>
    <path d="M400 350 v60" ${line}/><path d="M330 230 h140 M330 580 h140" ${line}/>`,
  inverter: `<rect x="210" y="180" width="380" height="440" rx="28" ${line}/><rect x="270" y="240" width="260" height="120" rx="10" fill="${amber}" stroke="${navy}" stroke-width="10"/>
    <path d="M300 300 q25 -40 50 0 t50 0 t50 0 t50 0" ${line}/><circle cx="320" cy="470" r="24" ${line}/><circle cx="400" cy="470" r="24" ${line}/><circle cx="480" cy="470" r="24" ${line}/><path d="M300 560 h200" ${line}/>`,
  solar: `<path d="M170 560 L260 220 H600 L650 560 Z" fill="${amber}" fill-opacity="0.25" stroke="${navy}" stroke-width="10" stroke-linejoin="round"/>
    <path d="M200 450 H630 M230 335 H615 M370 220 L340 560 M485 220 L495 560" ${line}/><path d="M410 560 v90 M330 650 h160" ${line}/>`,
  sensor: `<circle cx="400" cy="360" r="110" fill="${amber}" stroke="${navy}" stroke-width="10"/><path d="M400 250 v-70 M330 190 h140" ${line}/>
    <path d="M250 500 q150 120 300 0 M200 560 q200 160 400 0" ${line}/>`,
  battery: `<rect x="200" y="250" width="400" height="320" rx="24" ${line}/><rect x="260" y="210" width="70" height="40" ${line}/><rect x="470" y="210" width="70" height="40" ${line}/>
    <path d="M420 300 L360 420 H440 L380 530" fill="none" stroke="${amber}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`,
  switch: `<rect x="220" y="190" width="360" height="420" rx="28" ${line}/><path d="M300 300 H500 M300 500 H500" ${line}/>
    <path d="M330 400 L470 340" fill="none" stroke="${amber}" stroke-width="18" stroke-linecap="round"/><circle cx="330" cy="400" r="16" fill="${navy}"/>`,
  camera: `<rect x="200" y="290" width="330" height="170" rx="30" fill="${amber}" stroke="${navy}" stroke-width="10"/><path d="M530 340 L620 300 V450 L530 410" ${line}/>
    <circle cx="290" cy="375" r="40" fill="#fff" stroke="${navy}" stroke-width="10"/><path d="M360 460 v110 M300 570 h120" ${line}/>`,
  board: `<rect x="180" y="200" width="440" height="400" rx="20" ${line}/><path d="M220 300 H580 M220 480 H580" ${line}/>
    ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${240 + i * 56}" y="350" width="36" height="80" rx="6" fill="${i % 2 ? amber : '#fff'}" stroke="${navy}" stroke-width="8"/>`).join('')}`,
  relay: `<rect x="230" y="230" width="340" height="340" rx="40" ${line}/><path d="M330 400 a70 70 0 1 1 140 0" ${line}/><path d="M400 330 v70" fill="none" stroke="${amber}" stroke-width="16" stroke-linecap="round"/>
    <path d="M300 640 q100 -60 200 0 M340 690 q60 -30 120 0" ${line}/>`,
};

export function demoProductSvg(drawing: DemoDrawing, tint: string): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
    <rect width="800" height="800" fill="${tint}"/><circle cx="400" cy="400" r="330" fill="#ffffff" fill-opacity="0.7"/>${drawings[drawing]}</svg>`;
  return Buffer.from(svg);
}
