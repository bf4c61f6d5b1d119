import { pageItems, paginate, type PageItem } from './pageItems';

const numbers = (items: readonly PageItem[]) =>
  items.filter((item): item is number => item !== 'ellipsis');

describe('pageItems', () => {
  it('lists every page when there are seven or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shortens long ranges around the current page', () => {
    expect(pageItems(5, 20)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
    expect(pageItems(17, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
    expect(pageItems(4, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 8]);
    expect(pageItems(5, 8)).toEqual([1, 'ellipsis', 4, 5, 6, 7, 8]);
  });

  it('takes a page outside the range as the nearest end, and no pages as none', () => {
    expect(pageItems(0, 20)).toEqual(pageItems(1, 20));
    expect(pageItems(99, 20)).toEqual(pageItems(20, 20));
    expect(pageItems(Number.NaN, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(1, -3)).toEqual([]);
  });

  // Every page of every count up to 60: the properties hold for all of them, not a sample.
  it.each(Array.from({ length: 60 }, (_, index) => index + 1))(
    'always lists the first, the last and the current page, sorted, in at most 7 items (%i pages)',
    (pageCount) => {
      for (let page = 1; page <= pageCount; page += 1) {
        const items = pageItems(page, pageCount);
        const listed = numbers(items);

        expect(items.length).toBeLessThanOrEqual(7);
        expect(listed).toContain(1);
        expect(listed).toContain(pageCount);
        expect(listed).toContain(page);
        if (page > 1) expect(listed).toContain(page - 1);
        if (page < pageCount) expect(listed).toContain(page + 1);
        // Sorted without repeats.
        expect(listed).toEqual([...new Set(listed)].sort((a, b) => a - b));
        items.forEach((item, index) => {
          if (item !== 'ellipsis') return;
          const before = items[index - 1];
          const after = items[index + 1];
          // Between two numbers, and standing for at least two pages (never for one).
          expect(typeof before).toBe('number');
          expect(typeof after).toBe('number');
          expect(Number(after) - Number(before)).toBeGreaterThan(2);
        });
        // With no ellipsis, every page is there.
        if (!items.includes('ellipsis')) expect(listed).toHaveLength(pageCount);
      }
    },
  );
});

describe('paginate', () => {
  const users = Array.from({ length: 23 }, (_, index) => `user-${index + 1}`);

  it('cuts a list into pages of the given size', () => {
    expect(paginate(users, 1, 10)).toEqual({
      rows: users.slice(0, 10),
      page: 1,
      pageCount: 3,
    });
    expect(paginate(users, 3, 10).rows).toEqual(['user-21', 'user-22', 'user-23']);
    expect(paginate(users, 2, 5).rows).toEqual(users.slice(5, 10));
    expect(paginate(users, 2, 5).pageCount).toBe(5);
  });

  it('keeps the page within range when the list shrinks, and an empty list has one page', () => {
    expect(paginate(users.slice(0, 12), 3, 10)).toMatchObject({ page: 2, pageCount: 2 });
    expect(paginate([], 4, 10)).toEqual({ rows: [], page: 1, pageCount: 1 });
  });
});
