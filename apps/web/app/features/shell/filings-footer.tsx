import type { ReactElement } from 'react';

/** The operator's ICP 备案号 and 公安备案号 (WEB_ICP_NUMBER, WEB_POLICE_NUMBER); null when not configured. */
export type Filings = { icp: string | null; police: string | null };

/** The 公安备案 record's page: the registry looks a site up by the digits of its number. */
function policeRecordUrl(number: string): string {
  const code = number.replace(/\D/g, '');
  return code ? `https://beian.mps.gov.cn/#/query/webSearch?code=${code}` : 'https://beian.mps.gov.cn/';
}

/** The filing numbers a site in mainland China shows at its foot, each linked to its registry as sites do. */
export function FilingsFooter({ filings }: { filings: Filings }): ReactElement | null {
  if (!filings.icp && !filings.police) return null;
  return (
    <footer className="kq-filings" data-testid="filings">
      {filings.icp ? (
        <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer" data-testid="icp-number">
          {filings.icp}
        </a>
      ) : null}
      {filings.police ? (
        <a href={policeRecordUrl(filings.police)} target="_blank" rel="noopener noreferrer" data-testid="police-number">
          {filings.police}
        </a>
      ) : null}
    </footer>
  );
}
