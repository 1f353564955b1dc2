/**
 * SVG room scenes (800x600) for the demo listings: bedrooms, living rooms and kitchens built
 * from simple shapes. Pure functions of a small config so the output is reproducible.
 */

const W = 800;
const H = 600;
const FLOOR_Y = 430;

/** `c` lightened (amt > 0) or darkened (amt < 0); amt in -1..1. */
export function shade(c: string, amt: number): string {
  const n = parseInt(c.slice(1), 16);
  const f = (v: number) => Math.max(0, Math.min(255, Math.round(amt < 0 ? v * (1 + amt) : v + (255 - v) * amt)));
  const r = f(n >> 16);
  const g = f((n >> 8) & 255);
  const b = f(n & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

function wallAndFloor({ wall, floor }: { wall: string; floor: string }): string {
  const planks = Array.from({ length: 9 }, (_, i) => {
    const x = i * 100 - 40;
    return `<line x1="${x + 60}" y1="${FLOOR_Y}" x2="${x - 40}" y2="${H}" stroke="${shade(floor, -0.18)}" stroke-width="2"/>`;
  }).join('');
  return `
  <defs>
    <linearGradient id="wallg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${shade(wall, 0.12)}"/><stop offset="1" stop-color="${shade(wall, -0.08)}"/>
    </linearGradient>
    <linearGradient id="floorg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${shade(floor, -0.12)}"/><stop offset="1" stop-color="${shade(floor, 0.1)}"/>
    </linearGradient>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#8ec5ee"/><stop offset="1" stop-color="#d9eefa"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#fff6c8" stop-opacity="0.85"/><stop offset="1" stop-color="#fff6c8" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${W}" height="${FLOOR_Y}" fill="url(#wallg)"/>
  <rect y="${FLOOR_Y}" width="${W}" height="${H - FLOOR_Y}" fill="url(#floorg)"/>
  ${planks}
  <rect y="${FLOOR_Y - 12}" width="${W}" height="12" fill="${shade(wall, -0.3)}"/>`;
}

function windowAt(x: number, y: number, w: number, h: number, curtain: string, night = false): string {
  const sky = night ? '#27385e' : 'url(#sky)';
  const skyline = [0, 18, 30, 52, 70, 88]
    .map((dx, i) => {
      const bh = 20 + ((i * 37) % 45);
      return `<rect x="${x + (dx / 100) * w}" y="${y + h - bh}" width="${w * 0.14}" height="${bh}" fill="${night ? '#1a2440' : '#9fb3c8'}"/>`;
    })
    .join('');
  const moonOrSun = night
    ? `<circle cx="${x + w * 0.75}" cy="${y + h * 0.25}" r="12" fill="#f4f1d0"/>`
    : `<circle cx="${x + w * 0.78}" cy="${y + h * 0.22}" r="16" fill="#fff3b0"/>`;
  return `
  <rect x="${x - 10}" y="${y - 10}" width="${w + 20}" height="${h + 20}" fill="#f6f3ee" rx="3"/>
  <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${sky}"/>
  ${moonOrSun}${skyline}
  <rect x="${x + w / 2 - 3}" y="${y}" width="6" height="${h}" fill="#f6f3ee"/>
  <rect x="${x}" y="${y + h / 2 - 3}" width="${w}" height="6" fill="#f6f3ee"/>
  <rect x="${x - 16}" y="${y + h + 8}" width="${w + 32}" height="10" fill="#ece6dc"/>
  <path d="M${x - 34} ${y - 22} h40 v${h + 40} q-20 10 -40 0z" fill="${curtain}"/>
  <path d="M${x + w - 6} ${y - 22} h40 v${h + 40} q-20 10 -40 0z" fill="${curtain}"/>
  <rect x="${x - 44}" y="${y - 28}" width="${w + 88}" height="7" rx="3" fill="#6b5b4b"/>`;
}

function bed(x: number, { duvet, headboard, double }: { duvet: string; headboard: string; double?: boolean }): string {
  const w = double ? 330 : 230;
  const pillows = double
    ? `<rect x="${x + 28}" y="368" width="120" height="40" rx="16" fill="#fbfbf8"/><rect x="${x + w - 148}" y="368" width="120" height="40" rx="16" fill="#fbfbf8"/>`
    : `<rect x="${x + 30}" y="368" width="150" height="40" rx="16" fill="#fbfbf8"/>`;
  return `
  <rect x="${x}" y="300" width="${w}" height="190" rx="12" fill="${headboard}"/>
  <rect x="${x + 10}" y="395" width="${w - 20}" height="80" rx="8" fill="#f2efe9"/>
  ${pillows}
  <path d="M${x - 8} 420 h${w + 16} v85 q-${(w + 16) / 2} 16 -${w + 16} 0z" fill="${duvet}"/>
  <path d="M${x - 8} 440 h${w + 16}" stroke="${shade(duvet, -0.2)}" stroke-width="4"/>
  <rect x="${x + 4}" y="505" width="14" height="22" fill="${shade(headboard, -0.3)}"/>
  <rect x="${x + w - 18}" y="505" width="14" height="22" fill="${shade(headboard, -0.3)}"/>`;
}

function desk(x: number, wood: string): string {
  return `
  <rect x="${x}" y="360" width="190" height="14" fill="${wood}"/>
  <rect x="${x + 8}" y="374" width="10" height="110" fill="${shade(wood, -0.25)}"/>
  <rect x="${x + 172}" y="374" width="10" height="110" fill="${shade(wood, -0.25)}"/>
  <rect x="${x + 110}" y="374" width="62" height="60" fill="${shade(wood, -0.1)}"/>
  <rect x="${x + 40}" y="318" width="80" height="42" rx="3" fill="#3a3f4b"/>
  <rect x="${x + 45}" y="322" width="70" height="33" fill="#7fb2e5"/>
  <rect x="${x + 32}" y="357" width="96" height="5" rx="2" fill="#596070"/>
  <path d="M${x + 45} 420 h70 l-6 -48 h-58z" fill="#4d5d73"/>
  <rect x="${x + 74}" y="420" width="12" height="55" fill="#39424f"/>`;
}

function lamp(x: number, y: number, shadeColour: string, floor = false): string {
  const stem = floor ? 190 : 40;
  return `
  <circle cx="${x}" cy="${y + 10}" r="70" fill="url(#glow)"/>
  <path d="M${x - 28} ${y + 26} l10 -40 h36 l10 40z" fill="${shadeColour}"/>
  <rect x="${x - 3}" y="${y + 26}" width="6" height="${stem}" fill="#5a4a3a"/>
  <ellipse cx="${x}" cy="${y + 26 + stem}" rx="22" ry="6" fill="#5a4a3a"/>`;
}

function plant(x: number, y: number, pot: string): string {
  const leaves = [-40, -15, 10, 35, -60, 55]
    .map((a, i) => `<ellipse cx="${x}" cy="${y - 40}" rx="12" ry="38" fill="${i % 2 ? '#3f8f4f' : '#57a95f'}" transform="rotate(${a} ${x} ${y})"/>`)
    .join('');
  return `${leaves}<path d="M${x - 24} ${y} h48 l-8 46 h-32z" fill="${pot}"/>`;
}

function frame(x: number, y: number, art: string): string {
  return `
  <rect x="${x}" y="${y}" width="110" height="80" fill="#5b4636"/>
  <rect x="${x + 8}" y="${y + 8}" width="94" height="64" fill="${art}"/>
  <path d="M${x + 8} ${y + 72} l30 -30 l22 18 l18 -14 l24 26z" fill="${shade(art, -0.35)}"/>`;
}

function shelf(x: number, y: number, colours: string[]): string {
  const books = colours
    .map((c, i) => `<rect x="${x + 8 + i * 17}" y="${y - 40 + (i % 3) * 4}" width="14" height="${40 - (i % 3) * 4}" fill="${c}"/>`)
    .join('');
  return `<rect x="${x}" y="${y}" width="${colours.length * 17 + 30}" height="8" fill="#6b5240"/>${books}`;
}

function rug(cx: number, colour: string): string {
  return `<ellipse cx="${cx}" cy="540" rx="170" ry="38" fill="${colour}"/><ellipse cx="${cx}" cy="540" rx="140" ry="28" fill="none" stroke="${shade(colour, 0.3)}" stroke-width="4" stroke-dasharray="10 8"/>`;
}

function sofa(x: number, colour: string): string {
  return `
  <rect x="${x}" y="330" width="360" height="90" rx="24" fill="${shade(colour, -0.1)}"/>
  <rect x="${x + 20}" y="385" width="320" height="60" rx="12" fill="${colour}"/>
  <rect x="${x - 20}" y="360" width="50" height="110" rx="18" fill="${shade(colour, -0.18)}"/>
  <rect x="${x + 330}" y="360" width="50" height="110" rx="18" fill="${shade(colour, -0.18)}"/>
  <rect x="${x + 60}" y="350" width="70" height="50" rx="12" fill="${shade(colour, 0.35)}"/>
  <rect x="${x + 230}" y="350" width="70" height="50" rx="12" fill="#f3d27a"/>
  <rect x="${x + 10}" y="468" width="12" height="20" fill="#3b2e25"/><rect x="${x + 340}" y="468" width="12" height="20" fill="#3b2e25"/>
  <rect x="${x + 110}" y="500" width="140" height="14" rx="4" fill="#7a5a40"/>
  <rect x="${x + 122}" y="514" width="8" height="40" fill="#5a4030"/><rect x="${x + 230}" y="514" width="8" height="40" fill="#5a4030"/>
  <rect x="${x + 150}" y="482" width="40" height="18" rx="4" fill="#fbfbf8"/>`;
}

function kitchen({ units, worktop, tiles }: { units: string; worktop: string; tiles: string }): string {
  const tileRows = Array.from({ length: 4 }, (_, r) =>
    Array.from({ length: 16 }, (_, c) => `<rect x="${c * 50 + (r % 2) * 25}" y="${240 + r * 30}" width="48" height="28" fill="${c % 3 ? tiles : shade(tiles, -0.06)}"/>`).join(''),
  ).join('');
  const doors = Array.from({ length: 7 }, (_, i) => `<rect x="${20 + i * 110}" y="${372}" width="100" height="110" rx="4" fill="${units}" stroke="${shade(units, -0.2)}" stroke-width="3"/><rect x="${60 + i * 110}" y="385" width="22" height="5" rx="2" fill="#c9c9c9"/>`).join('');
  const upper = Array.from({ length: 3 }, (_, i) => `<rect x="${430 + i * 120}" y="80" width="110" height="130" rx="4" fill="${units}" stroke="${shade(units, -0.2)}" stroke-width="3"/>`).join('');
  return `
  ${tileRows}${upper}
  <rect x="0" y="356" width="${W}" height="18" fill="${worktop}"/>
  ${doors}
  <rect x="90" y="318" width="120" height="38" rx="6" fill="#3b3f46"/><circle cx="120" cy="337" r="11" fill="#1c1f24"/><circle cx="180" cy="337" r="11" fill="#1c1f24"/>
  <path d="M300 356 v-40 q0 -14 14 -14 h12" stroke="#b9bec6" stroke-width="6" fill="none"/>
  <rect x="260" y="346" width="110" height="10" fill="#aeb4bb"/>
  <rect x="560" y="300" width="44" height="56" rx="8" fill="#d0443a"/><rect x="604" y="315" width="10" height="22" rx="4" fill="#d0443a"/>
  <circle cx="690" cy="330" r="22" fill="#f0c05a"/><circle cx="680" cy="325" r="6" fill="#e09b32"/>`;
}

export interface Scene {
  kind: 'bedroom' | 'living' | 'kitchen';
  wall: string;
  floor: string;
  curtain?: string;
  duvet?: string;
  headboard?: string;
  double?: boolean;
  bedLeft?: boolean;
  wood?: string;
  accent?: string;
  night?: boolean;
  units?: string;
  worktop?: string;
  tiles?: string;
  sofa?: string;
}

export function roomSvg(s: Scene): string {
  const wood = s.wood ?? '#a0764f';
  let body = '';
  if (s.kind === 'bedroom') {
    const bedX = s.bedLeft ? 60 : s.double ? 410 : 500;
    body += windowAt(s.bedLeft ? 480 : 110, 90, 200, 170, s.curtain ?? '#c0504d', s.night);
    body += frame(s.bedLeft ? 150 : 560, 150, s.accent ?? '#e8a87c');
    body += rug(400, s.accent ?? '#c9a27e');
    body += s.bedLeft ? desk(500, wood) : desk(80, wood);
    body += bed(bedX, { duvet: s.duvet ?? '#5b8bd0', headboard: s.headboard ?? '#7a5a40', double: s.double });
    body += s.bedLeft ? plant(740, 500, '#c46c3c') : lamp(335, 300, '#f2d28b', true);
    body += s.bedLeft ? lamp(445, 300, s.curtain ?? '#f2d28b', true) : plant(40, 510, '#d78b4a');
  } else if (s.kind === 'living') {
    body += windowAt(520, 80, 200, 180, s.curtain ?? '#6a8caf', s.night);
    body += shelf(90, 170, ['#c0504d', '#4f81bd', '#9bbb59', '#f79646', '#8064a2', '#4bacc6']);
    body += frame(250, 110, s.accent ?? '#9bc1bc');
    body += rug(360, s.accent ?? '#b5838d');
    body += sofa(150, s.sofa ?? '#587b7f');
    body += plant(730, 500, '#b86b3c');
    body += lamp(70, 300, '#f6e3a1', true);
  } else {
    body += kitchen({ units: s.units ?? '#f4f1ea', worktop: s.worktop ?? '#6b5646', tiles: s.tiles ?? '#dfe9ec' });
    body += windowAt(100, 70, 180, 130, s.curtain ?? '#e0b04a', s.night);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  ${wallAndFloor({ wall: s.wall, floor: s.floor })}${body}</svg>`;
}

/** The 16 scenes committed as scripts/seed/images/room-01.jpg ... room-16.jpg. */
export const ROOM_SCENES: Scene[] = [
  { kind: 'bedroom', wall: '#f3e7d3', floor: '#b98b5e', duvet: '#5b8bd0', double: true, bedLeft: true },
  { kind: 'bedroom', wall: '#dfeadf', floor: '#a7825e', duvet: '#e07a5f', headboard: '#5c4b3b', curtain: '#81b29a' },
  { kind: 'bedroom', wall: '#e8e2f0', floor: '#c49a6c', duvet: '#7b68a6', double: true, curtain: '#b56576', accent: '#f2cc8f' },
  { kind: 'bedroom', wall: '#fbeee0', floor: '#9c7a54', duvet: '#f4a261', bedLeft: true, headboard: '#3d405b', curtain: '#2a9d8f' },
  { kind: 'bedroom', wall: '#dde7f0', floor: '#b08d66', duvet: '#2a6f97', double: true, bedLeft: true, night: true, accent: '#e9c46a' },
  { kind: 'living', wall: '#f1e6d8', floor: '#a9805a', sofa: '#587b7f', accent: '#b5838d' },
  { kind: 'kitchen', wall: '#f5f1e8', floor: '#8d8d8d', units: '#f4f1ea', worktop: '#6b5646', tiles: '#dfe9ec' },
  { kind: 'bedroom', wall: '#f0e0d6', floor: '#c7a27c', duvet: '#d62828', headboard: '#6d597a', curtain: '#f77f00' },
  { kind: 'bedroom', wall: '#e3f0ea', floor: '#a48361', duvet: '#3a7d44', double: true, curtain: '#e9d8a6', accent: '#94d2bd' },
  { kind: 'living', wall: '#e4e9f2', floor: '#9b7b5b', sofa: '#b56576', curtain: '#355070', accent: '#eaac8b', night: true },
  { kind: 'kitchen', wall: '#eef3f7', floor: '#a39e93', units: '#5c7d99', worktop: '#e8e2d5', tiles: '#f6f0e2', curtain: '#e76f51' },
  { kind: 'bedroom', wall: '#f7f2e7', floor: '#b58d65', duvet: '#9c89b8', bedLeft: true, headboard: '#4a4e69', curtain: '#f0a6ca' },
  { kind: 'bedroom', wall: '#efe9dd', floor: '#8f6b4a', duvet: '#ffb703', double: true, headboard: '#023047', curtain: '#219ebc' },
  { kind: 'living', wall: '#f4ece1', floor: '#b89470', sofa: '#6d6875', curtain: '#e5989b', accent: '#ffb4a2' },
  { kind: 'kitchen', wall: '#fbf7ef', floor: '#9a8f80', units: '#2f4f4f', worktop: '#d9d0c1', tiles: '#e9f1e7', curtain: '#c0504d' },
  { kind: 'bedroom', wall: '#e6eef5', floor: '#a07b57', duvet: '#ef476f', bedLeft: true, headboard: '#26547c', curtain: '#06d6a0', night: true },
];
