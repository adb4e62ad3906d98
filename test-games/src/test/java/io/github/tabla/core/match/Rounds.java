package io.github.tabla.core.match;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.tabla.core.Move;
import io.github.tabla.core.Side;
import io.github.tabla.testgames.Race;
import io.github.tabla.testgames.RacePosition;

/** Plays whole rounds of the scripted {@link Race} through a {@link Match}, with chosen results. */
final class Rounds {
  private Rounds() {}

  static Match<RacePosition> play(Match<RacePosition> m, Move move) {
    return m.play(move).getOrElseThrow(r -> new AssertionError(move + " refused: " + r));
  }

  private static Side toMove(Match<RacePosition> m) {
    return m.current().current().sideToMove();
  }

  /** The current round is won by {@code winner} on its {@code raceLength}-th turn (KN-10). */
  static Match<RacePosition> raceWonBy(Match<RacePosition> m, Side winner, int raceLength) {
    int round = m.round();
    Match<RacePosition> now = m;
    while (!(toMove(now) == winner && now.current().current().turns().of(winner) == raceLength - 1)) {
      now = play(now, Race.step(toMove(now)));
    }
    now = play(now, Race.finish(winner));
    assertEquals(raceLength, now.rounds().get(round - 1).outcome().get().turns().of(winner));
    return now;
  }

  /** The current round is declared drawn after a few turns. */
  static Match<RacePosition> tied(Match<RacePosition> m) {
    Match<RacePosition> now = play(m, Race.step(toMove(m)));
    now = play(now, Race.step(toMove(now)));
    return play(now, Race.tie(toMove(now)));
  }

  /** The current round's sides score some points each, then the points decide it. */
  static Match<RacePosition> scored(Match<RacePosition> m, int white, int black) {
    Match<RacePosition> now = scoring(m, white, black);
    return play(now, Race.count(toMove(now)));
  }

  /** The current round's sides score some points each; the round goes on. */
  static Match<RacePosition> scoring(Match<RacePosition> m, int white, int black) {
    Match<RacePosition> now = m;
    int w = 0;
    int b = 0;
    while (w < white || b < black) {
      Side side = toMove(now);
      boolean point = side == Side.WHITE ? w < white : b < black;
      now = play(now, point ? Race.point(side) : Race.step(side));
      if (point && side == Side.WHITE) {
        w++;
      } else if (point) {
        b++;
      }
    }
    return now;
  }
}
