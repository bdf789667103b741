import { issueMap, issuesOfDetails, moveItem, numberText, parseNumberText, removeAt, replaceAt } from './listEdit';

describe('list edits of the configuration forms', () => {
  it('moves, removes and replaces without touching the original', () => {
    const list = ['a', 'b', 'c'];
    expect(moveItem(list, 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(list, 0, 3)).toEqual(list);
    expect(removeAt(list, 1)).toEqual(['a', 'c']);
    expect(replaceAt(list, 1, 'B')).toEqual(['a', 'B', 'c']);
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('keys issues by path, the first code winning, and reads them from a refused save', () => {
    expect(issueMap([{ field: 'x', rule: 'CFL101' }, { field: 'x', rule: 'CFL100' }, { field: 'y', rule: 'CFL104' }])).toEqual({ x: 'CFL101', y: 'CFL104' });
    expect(issuesOfDetails([{ field: 'a', rule: 'CPD100' }, { nope: true }, 'x'])).toEqual([{ field: 'a', rule: 'CPD100' }]);
    expect(issuesOfDetails(undefined)).toEqual([]);
  });

  it('reads typed numbers: empty is none, anything else must be a decimal number', () => {
    expect(parseNumberText(' ')).toBeNull();
    expect(parseNumberText('-1.5')).toBe(-1.5);
    expect(parseNumberText('1e3')).toBeNaN();
    expect(numberText(null)).toBe('');
    expect(numberText(0)).toBe('0');
  });
});
