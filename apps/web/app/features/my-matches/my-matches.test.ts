import type { BasketballListItem, FootballListItem } from '@kanqiu/contract';
import { BasketballStatus, FootballStatus } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { myMatchSections } from './my-matches';

const football = (id: number, s: number, ot: number) => ({ id, s, ot }) as FootballListItem;
const basketball = (id: number, s: number, ot: number) => ({ id, s, ot }) as BasketballListItem;

describe('myMatchSections', () => {
  it('puts live matches of both sports first, then upcoming by kick-off, then results latest first', () => {
    const sections = myMatchSections(
      [
        football(1, FootballStatus.finished, 100),
        football(2, FootballStatus.firstHalf, 300),
        football(3, FootballStatus.notStarted, 900),
      ],
      [
        basketball(11, BasketballStatus.finished, 200),
        basketball(12, BasketballStatus.q1, 250),
        basketball(13, BasketballStatus.notStarted, 800),
      ],
    );
    expect(sections.map((section) => section.title)).toEqual(['进行中 (2)', '未开赛 (2)', '已完场 (2)']);
    expect(sections.map((section) => section.matches.map((match) => `${match.sport}:${match.row.id}`))).toEqual([
      ['basketball:12', 'football:2'],
      ['basketball:13', 'football:3'],
      ['basketball:11', 'football:1'],
    ]);
  });

  it('leaves out empty groups', () => {
    expect(myMatchSections([], [])).toEqual([]);
  });
});
