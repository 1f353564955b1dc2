/**
 * SVG avatar portraits (300x300): simple illustrated faces with no initials, so one picture can
 * be reused by several demo users.
 */

export interface Portrait {
  bg: string;
  skin: string;
  hair: string;
  style: 'short' | 'long' | 'bun' | 'turban' | 'wavy' | 'bob';
  shirt: string;
  beard?: boolean;
  glasses?: boolean;
  bindi?: boolean;
}

function hairBack(p: Portrait): string {
  if (p.style === 'long') return `<path d="M80 140 q0 -95 70 -95 q70 0 70 95 v120 h-140z" fill="${p.hair}"/>`;
  if (p.style === 'bob') return `<path d="M85 150 q0 -100 65 -100 q65 0 65 100 v45 h-130z" fill="${p.hair}"/>`;
  if (p.style === 'bun') return `<circle cx="150" cy="52" r="26" fill="${p.hair}"/>`;
  return '';
}

function hairFront(p: Portrait): string {
  switch (p.style) {
    case 'short':
      return `<path d="M97 128 q-2 -68 53 -70 q58 2 54 70 q-12 -36 -54 -38 q-40 2 -53 38z" fill="${p.hair}"/>`;
    case 'wavy':
      return `<path d="M95 135 q-6 -78 55 -80 q62 2 56 80 q-8 -20 -20 -26 q-6 14 -18 4 q-10 12 -20 0 q-12 12 -22 0 q-14 10 -31 22z" fill="${p.hair}"/>`;
    case 'turban':
      return `<path d="M92 122 q0 -80 58 -82 q60 2 58 82 q-58 -22 -116 0z" fill="${p.hair}"/>
        <path d="M100 110 q50 -46 104 4" stroke="${shadeHex(p.hair)}" stroke-width="6" fill="none"/>`;
    default:
      return `<path d="M98 135 q-4 -76 52 -76 q56 0 52 76 q-20 -40 -52 -42 q-32 2 -52 42z" fill="${p.hair}"/>`;
  }
}

function shadeHex(c: string): string {
  const n = parseInt(c.slice(1), 16);
  const d = (v: number) => Math.max(0, Math.round(v * 0.75));
  return `#${((d(n >> 16) << 16) | (d((n >> 8) & 255) << 8) | d(n & 255)).toString(16).padStart(6, '0')}`;
}

export function portraitSvg(p: Portrait): string {
  const beard = p.beard
    ? `<path d="M106 160 q4 52 44 56 q40 -4 44 -56 q-8 22 -44 24 q-36 -2 -44 -24z" fill="${p.hair}"/>`
    : '';
  const glasses = p.glasses
    ? `<g fill="none" stroke="#2b2b2b" stroke-width="4"><circle cx="128" cy="146" r="15"/><circle cx="172" cy="146" r="15"/><path d="M143 146 h14"/></g>`
    : '';
  const bindi = p.bindi ? `<circle cx="150" cy="124" r="4" fill="#c1121f"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">
  <rect width="300" height="300" fill="${p.bg}"/>
  <circle cx="150" cy="150" r="130" fill="${shadeHex(p.bg)}" opacity="0.25"/>
  ${hairBack(p)}
  <path d="M60 300 q0 -70 90 -72 q90 2 90 72z" fill="${p.shirt}"/>
  <rect x="133" y="190" width="34" height="42" rx="10" fill="${shadeHex(p.skin)}"/>
  <ellipse cx="150" cy="145" rx="54" ry="64" fill="${p.skin}"/>
  <ellipse cx="96" cy="150" rx="9" ry="14" fill="${p.skin}"/><ellipse cx="204" cy="150" rx="9" ry="14" fill="${p.skin}"/>
  ${hairFront(p)}
  <circle cx="128" cy="146" r="6" fill="#2b1d14"/><circle cx="172" cy="146" r="6" fill="#2b1d14"/>
  <path d="M117 130 q11 -7 22 0 M161 130 q11 -7 22 0" stroke="#2b1d14" stroke-width="4" fill="none" stroke-linecap="round"/>
  <path d="M147 150 q-6 18 4 20" stroke="${shadeHex(p.skin)}" stroke-width="3" fill="none"/>
  <path d="M130 182 q20 16 40 0" stroke="#7a2e2e" stroke-width="5" fill="none" stroke-linecap="round"/>
  ${beard}${glasses}${bindi}
  </svg>`;
}

/** Committed as scripts/seed/images/avatar-01.jpg ... avatar-06.jpg. */
export const PORTRAITS: Portrait[] = [
  { bg: '#ffd6a5', skin: '#c68642', hair: '#1b1b1b', style: 'long', shirt: '#b5179e', bindi: true },
  { bg: '#a0c4ff', skin: '#a86b3c', hair: '#222222', style: 'short', shirt: '#3a86ff', beard: true },
  { bg: '#caffbf', skin: '#d9a066', hair: '#2e1a0f', style: 'bun', shirt: '#2a9d8f', glasses: true },
  { bg: '#ffadad', skin: '#8d5524', hair: '#1d3557', style: 'turban', shirt: '#e76f51', beard: true },
  { bg: '#bdb2ff', skin: '#e0ac69', hair: '#3b2314', style: 'bob', shirt: '#ffb703' },
  { bg: '#9bf6ff', skin: '#b07840', hair: '#161616', style: 'wavy', shirt: '#457b9d', glasses: true },
];
