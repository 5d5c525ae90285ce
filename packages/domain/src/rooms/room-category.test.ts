import { describe, expect, it } from 'vitest';
import { isMatchInPlay, roomCategoryOfListType, roomCategoryOfSport, RoomListType } from './room-category';

describe('room categories', () => {
  it('maps a sport to its category and 推荐 to every category', () => {
    expect(roomCategoryOfSport('football')).toBe(RoomListType.football);
    expect(roomCategoryOfSport('basketball')).toBe(RoomListType.basketball);
    expect(roomCategoryOfListType(RoomListType.recommended)).toBeNull();
    expect(roomCategoryOfListType(RoomListType.general)).toBe(3);
  });

  it('knows when a match of either sport is in play', () => {
    expect(isMatchInPlay('football', 2)).toBe(true);
    expect(isMatchInPlay('football', 8)).toBe(false);
    expect(isMatchInPlay('basketball', 9)).toBe(true);
    expect(isMatchInPlay('basketball', 10)).toBe(false);
    expect(isMatchInPlay('basketball', 1)).toBe(false);
  });
});
