import { describe, expect, it } from 'vitest';
import { durationText } from './format.ts';

const at = (seconds: number) => new Date(Date.UTC(2026, 11, 7, 9) + seconds * 1000);

describe('how long a step took, as the flow history writes it', () => {
  it('names the two largest units, in Chinese and English', () => {
    expect(durationText(at(0), at(3_720), 'zh')).toBe('1小时2分');
    expect(durationText(at(0), at(3_720), 'en')).toBe('1h 2min');
    expect(durationText(at(0), at(90_061), 'zh')).toBe('1天1小时');
    expect(durationText(at(0), at(45), 'en')).toBe('45s');
  });

  it('says under a second rather than 0秒, and nothing for a step still running', () => {
    expect(durationText(at(0), at(0.4), 'zh')).toBe('不到1秒');
    expect(durationText(at(0), at(0), 'en')).toBe('under 1s');
    expect(durationText(at(0), null, 'zh')).toBe('');
  });
});
