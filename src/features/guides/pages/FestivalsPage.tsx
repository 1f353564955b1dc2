import { DataSection } from '../components/DataSection';
import { GuidePage } from '../components/GuidePage';
import { GUIDE_LABELS } from '../constants';
import {
  diwali,
  festivalsHero,
  festivalsMeta,
  festivalsWhatsappMessage,
  navratri,
  organiserPitch,
  otherFestivals,
} from '../content/festivals';
import { webPageLd } from '../lib/structuredData';

export default function FestivalsPage() {
  return (
    <GuidePage
      meta={festivalsMeta}
      hero={festivalsHero}
      chat={{ message: festivalsWhatsappMessage, label: GUIDE_LABELS.listYourEvent }}
      jsonLd={[webPageLd(festivalsMeta)]}
      closing={{ id: 'list-your-event', ...organiserPitch }}
    >
      <DataSection id="navratri-diwali" title="Navratri and Diwali in the UK" groups={[navratri, diwali]} />
      <DataSection id="more-festivals" title="More festivals celebrated in the UK" cards={otherFestivals} />
    </GuidePage>
  );
}
