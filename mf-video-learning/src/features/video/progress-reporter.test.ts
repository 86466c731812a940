import type { VideoClipProgress, VideoProgressBody } from '@hanyu/contract';
import { type PlayedMedia, ProgressReporter, progressReport } from './progress-reporter.ts';

function media(ranges: Array<[number, number]>, currentTime: number): PlayedMedia {
  return {
    played: {
      length: ranges.length,
      start: (index) => ranges[index]?.[0] ?? 0,
      end: (index) => ranges[index]?.[1] ?? 0,
    },
    currentTime,
  };
}

const progress = (watched: number): VideoClipProgress => ({
  duration_seconds: 30,
  watched_seconds: watched,
  watched_ratio: watched / 30,
  completed: watched / 30 >= 0.95,
  position_seconds: watched,
  lesson_complete: false,
});

/** A send whose answers the test releases one by one. */
function controlledSend() {
  const sent: VideoProgressBody[] = [];
  const pending: Array<(answer: VideoClipProgress | Error) => void> = [];
  const send = (report: VideoProgressBody) => {
    sent.push(report);
    return new Promise<VideoClipProgress>((resolve, reject) =>
      pending.push((answer) => (answer instanceof Error ? reject(answer) : resolve(answer))),
    );
  };
  const answer = async (value: VideoClipProgress | Error) => {
    pending.shift()?.(value);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { sent, send, answer };
}

describe('progressReport', () => {
  it('reports every range played and the position; nothing played is an empty list (it starts the clock)', () => {
    expect(progressReport(media([], 0))).toEqual({ ranges: [], position: 0 });
    expect(
      progressReport(
        media(
          [
            [0, 4.5],
            [10, 12],
          ],
          12,
        ),
      ),
    ).toEqual({
      ranges: [
        { start: 0, end: 4.5 },
        { start: 10, end: 12 },
      ],
      position: 12,
    });
  });
});

describe('ProgressReporter', () => {
  it('sends one report at a time; what is asked meanwhile goes once, with the latest playing', async () => {
    const { sent, send, answer } = controlledSend();
    const answers: VideoClipProgress[] = [];
    const reporter = new ProgressReporter(send, (reported) => answers.push(reported));
    reporter.report(media([], 0));
    reporter.report(media([[0, 3]], 3));
    reporter.report(media([[0, 5]], 5));
    expect(sent).toHaveLength(1);
    await answer(progress(0));
    expect(sent.map((report) => report.position)).toEqual([0, 5]);
    await answer(progress(5));
    expect(answers.map((reported) => reported.watched_seconds)).toEqual([0, 5]);
  });

  it('goes on after a refused report, and passes on nothing once stopped', async () => {
    const { sent, send, answer } = controlledSend();
    const answers: VideoClipProgress[] = [];
    const reporter = new ProgressReporter(send, (reported) => answers.push(reported));
    reporter.report(media([[0, 30]], 30));
    await answer(new Error('422'));
    reporter.report(media([[0, 8]], 8));
    expect(sent).toHaveLength(2);
    reporter.stop();
    await answer(progress(8));
    reporter.report(media([[0, 9]], 9));
    expect(sent).toHaveLength(2);
    expect(answers).toEqual([]);
  });
});
