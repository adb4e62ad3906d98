package io.github.tabla.core.robot;

import io.github.tabla.core.Outcome;
import io.github.tabla.testgames.MiniDiamonds;
import io.github.tabla.testgames.MiniPosition;
import io.vavr.collection.Seq;

/** The Robot of MiniDiamonds as a game would wire it: evaluator, move ordering, level table. */
final class MiniDiamondsRobots {
  private MiniDiamondsRobots() {}

  /** Diamonds so far as the estimate, the final diamond difference as the exact value. */
  static final Evaluator<MiniPosition> POINTS = new Evaluator<>() {
    @Override
    public int evaluate(MiniPosition position) {
      return position.score().difference(position.sideToMove());
    }

    @Override
    public int terminal(MiniPosition position, Outcome outcome) {
      return outcome.score().difference(position.sideToMove());
    }
  };

  /** Diamonds so far as the estimate, only a win or a loss (with its distance) as the exact value. */
  static final Evaluator<MiniPosition> WINS = position -> position.score().difference(position.sideToMove());

  /** Stepping onto a diamond first. */
  static final MoveOrdering<MiniPosition> DIAMONDS_FIRST =
      (p, m) -> m.destination().exists(p.diamonds()::contains) ? 1 : 0;

  static Searcher<MiniPosition> searcher() {
    return Searcher.of(POINTS).withOrdering(DIAMONDS_FIRST).withTableEntries(1 << 12);
  }

  static Seq<LevelSettings> levels(MiniDiamonds game) {
    return LevelSettings.ladder(game.levels(), 1);
  }

  /** A MiniDiamonds whose Robots are SearchRobots over {@link #searcher()}. */
  static MiniDiamonds game() {
    return new MiniDiamonds("mini-diamonds",
        (game, level, seed) -> SearchRobot.forLevel(searcher(), levels(game), level, seed));
  }
}
