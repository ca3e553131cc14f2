import { useDemoFeed, useDemoNews } from '@/demo/data/social';
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import { Feed } from '@/widgets/feed';
import { SocialNews } from '@/widgets/social-news';

/** The demo feed and social-news cards, side by side (the dashboard and the Extra page). */
export function FeedAndNewsCards({
  feedTitle,
  newsTitle,
}: {
  feedTitle: string;
  newsTitle: string;
}) {
  return (
    <div className="grid items-start gap-6 md:grid-cols-2">
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle>{feedTitle}</CardTitle>
        </CardHeader>
        <CardBody>
          <Feed {...useDemoFeed()} />
        </CardBody>
      </Card>
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle>{newsTitle}</CardTitle>
        </CardHeader>
        <CardBody>
          <SocialNews {...useDemoNews()} />
        </CardBody>
      </Card>
    </div>
  );
}
