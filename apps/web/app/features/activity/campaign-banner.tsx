import type { ReactElement } from 'react';
import { Link } from 'react-router';
import type { OperateConfig } from './data';
import { BannerArt } from './icons';

const shortDate = (day: string) => {
  const [, month, date] = day.split('-').map(Number);
  return `${month}月${date}日`;
};

/** The campaign's banner, drawn in CSS and SVG: title, subtitle, dates and the way to the rules. */
export function CampaignBanner({ config }: { config: OperateConfig }): ReactElement {
  const { campaign } = config;
  return (
    <section className="kq-act-banner">
      <div className="kq-act-banner-text">
        <h1>{campaign.title}</h1>
        <p>{campaign.subtitle}</p>
        <span className="kq-act-banner-date">
          {shortDate(campaign.firstDay)} – {shortDate(campaign.lastDay)}
        </span>
      </div>
      <BannerArt />
      <Link to="/activity/rule" className="kq-act-banner-rule">
        规则
      </Link>
    </section>
  );
}
