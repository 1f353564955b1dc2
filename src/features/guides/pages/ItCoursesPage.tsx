import { Head } from '@/components/seo/Head';
import { Card, CardGrid } from '../components/CardGrid';
import { CtaBanner } from '../components/CtaBanner';
import { GuideHero } from '../components/GuideHero';
import { GuideLayout } from '../components/GuideLayout';
import { GuideSection } from '../components/GuideSection';
import { InfoCards } from '../components/InfoCards';
import { WhatsAppCta } from '../components/WhatsAppCta';
import { GUIDE_LABELS } from '../constants';
import { courses, coursesHero, coursesIncluded, coursesMeta, coursesWhatsappMessage } from '../content/itCourses';
import { routeLabel } from '../lib/routeLabel';
import { breadcrumbLd, itemListLd, organizationRef } from '../lib/structuredData';

const crumb = routeLabel(coursesMeta.path);
const jsonLd = [
  itemListLd(
    'IT courses and certifications',
    'Course',
    courses.map((course) => ({
      name: course.title,
      description: course.description,
      provider: organizationRef(),
      educationalLevel: 'Beginner to intermediate',
      about: course.category,
    })),
  ),
  breadcrumbLd(coursesMeta, crumb),
];

export default function ItCoursesPage() {
  return (
    <GuideLayout crumb={crumb}>
      <Head title={coursesMeta.title} description={coursesMeta.description} path={coursesMeta.path} jsonLd={jsonLd} />
      <GuideHero eyebrow={coursesHero.eyebrow} title={coursesHero.title} intro={coursesHero.intro}>
        <WhatsAppCta message={coursesWhatsappMessage}>Book a Consultation on WhatsApp</WhatsAppCta>
      </GuideHero>

      <GuideSection id="courses" title="Our IT courses" intro="Six job-focused courses built around the skills UK employers ask for.">
        <CardGrid columns={3} label="IT courses">
          {courses.map((course) => (
            <Card
              key={course.title}
              footer={
                <p className="text-sm font-semibold text-green-800 dark:text-green-300">{GUIDE_LABELS.courseFooter}</p>
              }
            >
              <p className="text-sm font-semibold tracking-wide text-orange-800 uppercase dark:text-orange-300">
                {course.category}
              </p>
              <h3 className="mt-1 text-lg font-semibold text-slate-900 dark:text-slate-100">{course.title}</h3>
              <p className="mt-2">{course.description}</p>
            </Card>
          ))}
        </CardGrid>
      </GuideSection>

      <GuideSection id="included" title="What every course includes">
        <InfoCards blocks={coursesIncluded} columns={4} />
      </GuideSection>

      <CtaBanner
        id="consultation"
        title="Not sure which course is right for you?"
        text="Tell us your background and the role you want. We will suggest the course and certification that gets you there fastest."
        message={coursesWhatsappMessage}
        label="Book a Consultation on WhatsApp"
      />
    </GuideLayout>
  );
}
