/**
 * SVG product illustrations (400x400) for the UK essentials items. Each entry is a file name
 * (without extension) and the drawing inside a soft coloured card.
 */

const card = (bg: string, inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <rect width="400" height="400" fill="${bg}"/>
  <ellipse cx="200" cy="335" rx="130" ry="18" fill="#000" opacity="0.12"/>
  ${inner}</svg>`;

export const PRODUCTS: Record<string, string> = {
  'pressure-cooker': card(
    '#fde2c4',
    `<path d="M100 170 h200 v130 q0 30 -30 30 h-140 q-30 0 -30 -30z" fill="#c9ced6"/>
     <path d="M100 170 h200 v22 h-200z" fill="#aeb4bd"/>
     <ellipse cx="200" cy="165" rx="105" ry="22" fill="#8f969f"/>
     <rect x="185" y="120" width="30" height="36" rx="6" fill="#3b3f46"/>
     <rect x="290" y="150" width="90" height="20" rx="10" fill="#2b2b2b"/>
     <rect x="20" y="160" width="80" height="16" rx="8" fill="#2b2b2b"/>`,
  ),
  'tawa-pan': card(
    '#ffe8d6',
    `<ellipse cx="180" cy="230" rx="130" ry="60" fill="#2f2f2f"/>
     <ellipse cx="180" cy="224" rx="116" ry="50" fill="#444"/>
     <rect x="300" y="212" width="90" height="20" rx="10" fill="#8b5a2b" transform="rotate(-12 300 222)"/>
     <ellipse cx="170" cy="218" rx="60" ry="24" fill="#e9c27a"/>
     <circle cx="150" cy="214" r="5" fill="#b27b32"/><circle cx="185" cy="222" r="4" fill="#b27b32"/>`,
  ),
  'spice-box': card(
    '#fff1c1',
    `<ellipse cx="200" cy="220" rx="150" ry="95" fill="#b8bec7"/>
     <ellipse cx="200" cy="212" rx="138" ry="84" fill="#d6dbe1"/>
     ${(
       [
         [200, 212, '#e9b22d'],
         [130, 180, '#c0392b'],
         [200, 150, '#6d4c2f'],
         [270, 180, '#f1e3c6'],
         [270, 248, '#3d6b35'],
         [200, 276, '#8e2b1f'],
         [130, 248, '#d35400'],
       ] satisfies [number, number, string][]
     )
       .map(([x, y, c]) => `<ellipse cx="${x}" cy="${y}" rx="32" ry="22" fill="#9aa1aa"/><ellipse cx="${x}" cy="${y - 2}" rx="27" ry="17" fill="${c}"/>`)
       .join('')}`,
  ),
  'rice-bag': card(
    '#e3f2d9',
    `<path d="M120 110 q80 -20 160 0 l20 210 q-100 20 -200 0z" fill="#f4efe1"/>
     <path d="M120 110 q80 -20 160 0 l4 30 q-84 -16 -168 0z" fill="#c8b98e"/>
     <rect x="140" y="170" width="120" height="90" rx="10" fill="#2e7d32"/>
     <path d="M165 240 q35 -60 70 0" fill="#f9a825"/>
     <rect x="150" y="190" width="100" height="12" rx="6" fill="#fff"/>`,
  ),
  'duvet-set': card(
    '#dbe7f6',
    `<rect x="70" y="150" width="260" height="160" rx="18" fill="#5b8bd0"/>
     <path d="M70 200 h260 M70 250 h260" stroke="#4a76b4" stroke-width="6"/>
     <rect x="100" y="105" width="100" height="56" rx="22" fill="#fbfbf8"/>
     <rect x="200" y="105" width="100" height="56" rx="22" fill="#f1f1ec"/>`,
  ),
  'winter-coat': card(
    '#e0e7ef',
    `<path d="M150 80 h100 l70 50 l-20 190 h-200 l-20 -190z" fill="#34495e"/>
     <path d="M150 80 l50 60 l50 -60" fill="#2c3e50"/>
     <path d="M200 140 v180" stroke="#1f2d3a" stroke-width="5"/>
     ${[170, 210, 250, 290].map((y) => `<circle cx="212" cy="${y}" r="6" fill="#d0a85c"/>`).join('')}
     <path d="M100 130 l-40 150 h40 l30 -120z M300 130 l40 150 h-40 l-30 -120z" fill="#2c3e50"/>
     <rect x="120" y="240" width="50" height="10" rx="4" fill="#1f2d3a"/>`,
  ),
  'plug-adapter': card(
    '#ececec',
    `<rect x="110" y="120" width="180" height="170" rx="24" fill="#fafafa" stroke="#c9c9c9" stroke-width="6"/>
     <rect x="150" y="165" width="18" height="40" rx="3" fill="#333"/>
     <rect x="232" y="165" width="18" height="40" rx="3" fill="#333"/>
     <rect x="190" y="225" width="20" height="34" rx="3" fill="#333"/>
     <rect x="150" y="300" width="20" height="40" fill="#b7b7b7"/><rect x="230" y="300" width="20" height="40" fill="#b7b7b7"/>
     <rect x="190" y="80" width="20" height="40" fill="#b7b7b7"/>`,
  ),
  toiletries: card(
    '#f6e1ef',
    `<rect x="90" y="150" width="80" height="170" rx="18" fill="#7ec4cf"/>
     <rect x="112" y="118" width="36" height="34" rx="4" fill="#4f9da8"/>
     <rect x="185" y="190" width="70" height="130" rx="14" fill="#f7b267"/>
     <rect x="205" y="165" width="30" height="26" rx="4" fill="#d98c3f"/>
     <rect x="270" y="230" width="50" height="90" rx="10" fill="#b388eb"/>
     <circle cx="295" cy="222" r="14" fill="#8e6cc2"/>
     <rect x="104" y="210" width="52" height="40" rx="6" fill="#fff" opacity="0.8"/>`,
  ),
  'electric-kettle': card(
    '#fbe4e1',
    `<path d="M130 130 h130 l20 190 h-170z" fill="#e63946"/>
     <rect x="120" y="315" width="170" height="22" rx="8" fill="#2b2d42"/>
     <path d="M260 160 q70 10 40 110" stroke="#2b2d42" stroke-width="18" fill="none"/>
     <path d="M130 150 l-40 -20 l8 30z" fill="#e63946"/>
     <rect x="150" y="110" width="90" height="24" rx="10" fill="#2b2d42"/>
     <rect x="185" y="200" width="22" height="70" rx="6" fill="#fff" opacity="0.6"/>`,
  ),
  'thermal-gloves': card(
    '#e6ecf5',
    `<path d="M110 300 v-120 q0 -40 30 -40 q10 -40 40 -30 q30 -10 40 30 q30 0 30 40 v120z" fill="#c0504d"/>
     <path d="M110 200 l-30 -30 q-20 20 0 50 l30 20z" fill="#c0504d"/>
     <rect x="105" y="290" width="150" height="30" rx="6" fill="#8c2f2d"/>
     <path d="M150 150 v90 M190 140 v100 M225 160 v80" stroke="#a33d3a" stroke-width="5"/>
     <path d="M260 310 q60 -60 80 -150" stroke="#f4a261" stroke-width="26" fill="none" stroke-linecap="round"/>`,
  ),
  tiffin: card(
    '#e8f4ea',
    `${[250, 190, 130]
      .map((y) => `<rect x="130" y="${y}" width="140" height="58" rx="10" fill="#c9ced6"/><rect x="130" y="${y}" width="140" height="10" rx="5" fill="#aeb4bd"/>`)
      .join('')}
     <path d="M140 130 v-50 q60 -40 120 0 v50" stroke="#8f969f" stroke-width="10" fill="none"/>
     <rect x="122" y="150" width="10" height="150" rx="4" fill="#8f969f"/><rect x="268" y="150" width="10" height="150" rx="4" fill="#8f969f"/>`,
  ),
  heater: card(
    '#fdebd3',
    `${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="${105 + i * 28}" y="110" width="22" height="200" rx="11" fill="#f4f4f2" stroke="#cfcfcf" stroke-width="3"/>`).join('')}
     <rect x="95" y="300" width="210" height="14" rx="6" fill="#b5b5b5"/>
     <circle cx="300" cy="140" r="16" fill="#e76f51"/><rect x="110" y="314" width="16" height="22" fill="#555"/><rect x="274" y="314" width="16" height="22" fill="#555"/>`,
  ),
  airer: card(
    '#eef0fb',
    `<path d="M90 320 l110 -200 l110 200" stroke="#9aa1aa" stroke-width="8" fill="none"/>
     ${[170, 210, 250].map((y) => `<path d="M${60 + (y - 120) * 0.55} ${y} h${280 - (y - 120) * 1.1}" stroke="#b9c0c9" stroke-width="6"/>`).join('')}
     <path d="M120 170 h50 v70 h-50z" fill="#f4a261"/><path d="M210 210 h60 v60 h-60z" fill="#2a9d8f"/><path d="M180 170 h24 v40 h-24z" fill="#e63946"/>`,
  ),
  'atta-bag': card(
    '#fff4e0',
    `<path d="M120 110 q80 -20 160 0 l20 210 q-100 20 -200 0z" fill="#f7e7c6"/>
     <path d="M120 110 q80 -20 160 0 l4 30 q-84 -16 -168 0z" fill="#d4a64a"/>
     <rect x="140" y="170" width="120" height="90" rx="10" fill="#c0392b"/>
     <ellipse cx="200" cy="225" rx="34" ry="20" fill="#f3d9a4"/>
     <rect x="150" y="182" width="100" height="12" rx="6" fill="#fff"/>`,
  ),
  umbrella: card(
    '#dfe8f3',
    `<path d="M70 210 q130 -170 260 0 q-22 -18 -43 0 q-22 -18 -43 0 q-22 -18 -44 0 q-22 -18 -44 0 q-22 -18 -43 0 q-21 -18 -43 0z" fill="#264653"/>
     <path d="M200 210 v100 q0 26 -26 26 q-22 0 -22 -22" stroke="#3d3d3d" stroke-width="8" fill="none"/>
     <path d="M200 90 v-20" stroke="#3d3d3d" stroke-width="6"/>
     ${[0, 1, 2].map((i) => `<path d="M${110 + i * 90} 250 l-8 18" stroke="#7fb2e5" stroke-width="5" stroke-linecap="round"/>`).join('')}`,
  ),
  'power-bank': card(
    '#e9e4f5',
    `<rect x="130" y="90" width="140" height="230" rx="20" fill="#2b2d42"/>
     <rect x="150" y="120" width="100" height="10" rx="5" fill="#8d99ae"/>
     ${[0, 1, 2, 3].map((i) => `<circle cx="${170 + i * 20}" cy="280" r="5" fill="${i < 3 ? '#52b788' : '#555'}"/>`).join('')}
     <path d="M205 160 l-25 50 h22 l-10 45 l35 -60 h-22 l12 -35z" fill="#ffd166"/>
     <rect x="185" y="320" width="30" height="10" rx="3" fill="#555"/>`,
  ),
  'extension-lead': card(
    '#f1f1ec',
    `<rect x="70" y="220" width="260" height="70" rx="14" fill="#fafafa" stroke="#c9c9c9" stroke-width="5"/>
     ${[0, 1, 2, 3].map((i) => `<rect x="${90 + i * 60}" y="238" width="40" height="34" rx="6" fill="#e8e8e8"/><rect x="${104 + i * 60}" y="244" width="12" height="8" fill="#333"/>`).join('')}
     <path d="M330 255 q50 0 40 -80 q-8 -60 -80 -70" stroke="#dcdcdc" stroke-width="10" fill="none"/>
     <rect x="260" y="80" width="46" height="56" rx="8" fill="#fafafa" stroke="#c9c9c9" stroke-width="4"/>`,
  ),
  'first-aid': card(
    '#fde2e4',
    `<rect x="100" y="130" width="200" height="160" rx="18" fill="#2a9d8f"/>
     <rect x="160" y="105" width="80" height="30" rx="8" fill="none" stroke="#21867a" stroke-width="10"/>
     <rect x="182" y="160" width="36" height="100" rx="4" fill="#fff"/><rect x="150" y="192" width="100" height="36" rx="4" fill="#fff"/>`,
  ),
  'hot-water-bottle': card(
    '#fbe7d9',
    `<path d="M140 130 h120 q30 0 30 30 v130 q0 30 -30 30 h-120 q-30 0 -30 -30 v-130 q0 -30 30 -30z" fill="#e07a5f"/>
     <rect x="175" y="90" width="50" height="44" rx="6" fill="#c8553d"/>
     ${[170, 200, 230, 260, 290].map((y) => `<path d="M125 ${y} h150" stroke="#d0654c" stroke-width="6"/>`).join('')}
     <path d="M150 150 q50 30 100 0" stroke="#f2cc8f" stroke-width="10" fill="none"/>`,
  ),
};
