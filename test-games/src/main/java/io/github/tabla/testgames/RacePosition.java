package io.github.tabla.testgames;

import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Move;
import io.github.tabla.core.MoveRejection;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.Score;
import io.github.tabla.core.Setup;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Objects;

/** A position of {@link Race}: turns and points per side, the side to move, and how the round ended. */
public final class RacePosition implements GamePosition<RacePosition> {
  static final int GOING = 0;
  static final int FINISHED = 3;
  static final int TIED = 4;
  static final int COUNTED = 5;

  private final Race game;
  private final Side turn;
  private final int whiteTurns;
  private final int blackTurns;
  private final int whitePoints;
  private final int blackPoints;
  // GOING, or the file of the signal that ended the round.
  private final int end;

  RacePosition(Race game, Side turn, int whiteTurns, int blackTurns, int whitePoints, int blackPoints, int end) {
    this.game = game;
    this.turn = turn;
    this.whiteTurns = whiteTurns;
    this.blackTurns = blackTurns;
    this.whitePoints = whitePoints;
    this.blackPoints = blackPoints;
    this.end = end;
  }

  @Override
  public Race game() {
    return game;
  }

  @Override
  public Side sideToMove() {
    return turn;
  }

  @Override
  public Seq<Move> legalMoves() {
    if (end != GOING) {
      return Array.empty();
    }
    return Array.of(Race.step(turn), Race.point(turn), Race.finish(turn), Race.tie(turn), Race.count(turn));
  }

  @Override
  public Option<Outcome> outcome() {
    return switch (end) {
      // the side that just moved finished
      case FINISHED -> Option.some(Outcome.win(turn.opposite(), Race.FINISHED, score(), turns()));
      case TIED -> Option.some(Outcome.draw(Race.TIED, score(), turns()));
      case COUNTED -> Option.some(Outcome.byScore(Race.COUNTED, score(), turns()));
      default -> Option.none();
    };
  }

  @Override
  public Score score() {
    return Score.of(whitePoints, blackPoints);
  }

  @Override
  public Score turns() {
    return Score.of(whiteTurns, blackTurns);
  }

  @Override
  public long hash() {
    long h = ((((whiteTurns * 1021L + blackTurns) * 1021L + whitePoints) * 1021L + blackPoints) * 8 + end) * 2
        + turn.ordinal();
    h *= 0x9E3779B97F4A7C15L;
    return h ^ (h >>> 29);
  }

  @Override
  public Setup toSetup() {
    return Setup.empty(turn)
        .withField("white-turns", Integer.toString(whiteTurns))
        .withField("black-turns", Integer.toString(blackTurns))
        .withField("white-points", Integer.toString(whitePoints))
        .withField("black-points", Integer.toString(blackPoints))
        .withField("end", Integer.toString(end));
  }

  @Override
  public RacePosition playUnchecked(Move legalMove) {
    Objects.requireNonNull(legalMove, "legalMove");
    int file = legalMove.destination().get().file();
    boolean white = turn == Side.WHITE;
    int point = file == 2 ? 1 : 0;
    return new RacePosition(game, turn.opposite(), white ? whiteTurns + 1 : whiteTurns,
        white ? blackTurns : blackTurns + 1, white ? whitePoints + point : whitePoints,
        white ? blackPoints : blackPoints + point, file >= FINISHED ? file : GOING);
  }

  @Override
  public MoveRejection explain(Seq<Square> path) {
    Objects.requireNonNull(path, "path");
    Option<Outcome> over = outcome();
    if (over.isDefined()) {
      return new MoveRejection.GameOver(over.get());
    }
    if (path.size() < 2) {
      return new MoveRejection.Malformed(path, "RACE-0");
    }
    return MoveRejection.RuleBroken.of("race.signal", "RACE-0");
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof RacePosition p && p.turn == turn && p.whiteTurns == whiteTurns && p.blackTurns == blackTurns
        && p.whitePoints == whitePoints && p.blackPoints == blackPoints && p.end == end && p.game == game;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(hash());
  }

  @Override
  public String toString() {
    return "RacePosition[turns " + turns() + ", points " + score() + ", " + turn + " to move, end " + end + "]";
  }
}
