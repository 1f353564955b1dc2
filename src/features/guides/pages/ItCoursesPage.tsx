import { Card, CardGrid } from '../components/CardGrid';
import { DataSection } from '../components/DataSection';
import { GuidePage } from '../components/GuidePage';
import { GuideSection } from '../components/GuideSection';
import { GUIDE_LABELS } from '../constants';
import { courses, coursesChat, coursesClosing, coursesHero, coursesIncluded, coursesMeta } from '../content/itCourses';
import { itemListLd, organizationRef } from '../lib/structuredData';

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
];

export default function ItCoursesPage() {
  return (
    <GuidePage meta={coursesMeta} hero={coursesHero} chat={coursesChat} jsonLd={jsonLd} closing={coursesClosing}>
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
      <DataSection id="included" title="What every course includes" cards={coursesIncluded} columns={4} />
    </GuidePage>
  );
}
