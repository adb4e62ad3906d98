package io.github.tabla.testgames;

import io.github.tabla.core.FieldSpec;
import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.Move;
import io.github.tabla.core.NotationSpec;
import io.github.tabla.core.Piece;
import io.github.tabla.core.RepetitionRule;
import io.github.tabla.core.Role;
import io.github.tabla.core.Setup;
import io.github.tabla.core.SetupProblem;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareNaming;
import io.github.tabla.core.SquareSet;
import io.github.tabla.core.Termination;
import io.github.tabla.core.match.MatchFormat;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.Robot;
import io.vavr.collection.Array;
import io.vavr.collection.HashSet;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.control.Option;
import io.vavr.control.Validation;
import java.util.ListResourceBundle;
import java.util.Locale;
import java.util.Objects;
import java.util.ResourceBundle;

/**
 * A test-only game whose positions repeat, for game records' repetition counting: White's king
 * shuttles between a1 and a2, Black's between h8 and h7 (SH-2). White wins by stepping from a2 to a3
 * (SH-1). Positions carry no counters, so the same position comes back every four plies; the game's
 * {@link RepetitionRule} (by default the third occurrence, SH-3) ends it drawn.
 */
public final class Shuffle implements GameDefinition<ShufflePosition> {
  /** The default rule: the third occurrence of a position draws (SH-3). */
  public static final RepetitionRule THIRD_TIME =
      new RepetitionRule(3, Termination.of("shuffle.end.repetition", "SH-3"));
  /** White's king reached a3 (SH-1). */
  public static final Termination HOME = Termination.of("shuffle.end.home", "SH-1");

  static final SquareSet WHITE_SQUARES = SquareSet.of(Square.A1, Square.A2, Square.A3);
  static final SquareSet BLACK_SQUARES = SquareSet.of(Square.H8, Square.H7);

  private final Option<RepetitionRule> repetition;

  /** The game with the third-time repetition rule. */
  public Shuffle() {
    this(Option.some(THIRD_TIME));
  }

  /**
   * The game with some repetition rule, or none.
   *
   * @param repetition the rule
   */
  public Shuffle(Option<RepetitionRule> repetition) {
    this.repetition = repetition;
  }

  /**
   * A king's step.
   *
   * @param side whose king
   * @param from the origin
   * @param to the destination
   * @return the move
   */
  public static Move step(Side side, Square from, Square to) {
    return Move.PieceMove.step(side, Role.KING, from, to);
  }

  @Override
  public String id() {
    return "shuffle";
  }

  @Override
  public Class<ShufflePosition> positionType() {
    return ShufflePosition.class;
  }

  @Override
  public ShufflePosition start() {
    return new ShufflePosition(this, Square.A1, Square.H8, Side.WHITE);
  }

  @Override
  public Validation<Seq<SetupProblem>, ShufflePosition> fromSetup(Setup setup) {
    Objects.requireNonNull(setup, "setup");
    Seq<Square> white = setup.placements().filter(p -> p.piece().equals(Piece.of(Side.WHITE, Role.KING)))
        .map(p -> p.square());
    Seq<Square> black = setup.placements().filter(p -> p.piece().equals(Piece.of(Side.BLACK, Role.KING)))
        .map(p -> p.square());
    if (setup.placements().size() != 2 || white.size() != 1 || black.size() != 1
        || !WHITE_SQUARES.contains(white.head()) || !BLACK_SQUARES.contains(black.head())) {
      return Validation.invalid(Array.of(SetupProblem.of("shuffle.setup.kings", "SH-2", setup.occupied())));
    }
    return Validation.valid(new ShufflePosition(this, white.head(), black.head(), setup.turn()));
  }

  @Override
  public NotationSpec notation() {
    return new NotationSpec(SquareNaming.CHESS, true, Option.none(), Array.<FieldSpec>empty());
  }

  @Override
  public MatchFormat matchFormat() {
    return MatchFormat.SINGLE_GAME;
  }

  @Override
  public Option<Integer> maxPlies() {
    return Option.none();
  }

  @Override
  public Option<RepetitionRule> repetitionRule() {
    return repetition;
  }

  @Override
  public Seq<Level> levels() {
    return Array.of(new Level(1, "only"));
  }

  @Override
  public Robot<ShufflePosition> robot(Level level, long seed) {
    Objects.requireNonNull(level, "level");
    throw new UnsupportedOperationException("the shuffle game has no Robot");
  }

  @Override
  public ResourceBundle messages(Locale locale) {
    Objects.requireNonNull(locale, "locale");
    return new ListResourceBundle() {
      @Override
      protected Object[][] getContents() {
        return new Object[][] {
            {"shuffle.step", "A king shuttles between its two squares (SH-2)."},
            {"shuffle.end.home", "White''s king reached a3 ({0})."},
            {"shuffle.end.repetition", "The same position occurred three times ({0})."},
            {"shuffle.setup.kings", "One king of each side on its squares (SH-2)."}};
      }
    };
  }

  @Override
  public Set<String> messageCodes() {
    return HashSet.of("shuffle.step", "shuffle.end.home", "shuffle.end.repetition", "shuffle.setup.kings");
  }

  @Override
  public String toString() {
    return id();
  }
}
