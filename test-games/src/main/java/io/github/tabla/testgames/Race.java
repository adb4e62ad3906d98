package io.github.tabla.testgames;

import io.github.tabla.core.FieldSpec;
import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.Move;
import io.github.tabla.core.NotationSpec;
import io.github.tabla.core.Role;
import io.github.tabla.core.Setup;
import io.github.tabla.core.SetupProblem;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareNaming;
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
 * A test-only scripted game whose outcomes the test chooses, for playing whole matches: each side's
 * runner stands on its home square (White a1, Black a8) and every turn signals what happens by a jump
 * along its home rank, then stands at home again:
 *
 * <ul>
 *   <li>to the b-file: a turn with no point ({@link #step(Side)});
 *   <li>to the c-file: a point, like a captured target ({@link #point(Side)});
 *   <li>to the d-file: the mover finishes its race and wins the round now ({@link #finish(Side)},
 *       termination {@link #FINISHED});
 *   <li>to the e-file: the round ends drawn whatever the points ({@link #tie(Side)}, {@link #TIED});
 *   <li>to the f-file: the round ends and the points decide ({@link #count(Side)}, {@link #COUNTED}).
 * </ul>
 *
 * <p>Every move counts as a turn of its side, the finishing one included, so a round's winner's turns
 * are its race length as in Knights in the Enemy Camp (KN-10). The match format is chosen by the test.
 */
public final class Race implements GameDefinition<RacePosition> {
  /** The mover finished its race (RACE-1). */
  public static final Termination FINISHED = Termination.of("race.end.finished", "RACE-1");
  /** The round was declared drawn (RACE-2). */
  public static final Termination TIED = Termination.of("race.end.tied", "RACE-2");
  /** The round ended and the points decided (RACE-3). */
  public static final Termination COUNTED = Termination.of("race.end.counted", "RACE-3");

  private final MatchFormat format;

  /**
   * The game with a match format.
   *
   * @param format how its matches are scored
   */
  public Race(MatchFormat format) {
    this.format = format;
  }

  private static Move signal(Side side, int file) {
    Square home = side == Side.WHITE ? Square.A1 : Square.A8;
    Square to = Square.of(file, home.rank()).get();
    return file == 2 ? Move.PieceMove.capture(side, Role.KNIGHT, home, to)
        : Move.PieceMove.step(side, Role.KNIGHT, home, to);
  }

  /**
   * A turn with no point.
   *
   * @param side the mover
   * @return the move
   */
  public static Move step(Side side) {
    return signal(side, 1);
  }

  /**
   * A turn that scores a point.
   *
   * @param side the mover
   * @return the move
   */
  public static Move point(Side side) {
    return signal(side, 2);
  }

  /**
   * A turn that finishes the mover's race: the mover wins the round.
   *
   * @param side the mover
   * @return the move
   */
  public static Move finish(Side side) {
    return signal(side, 3);
  }

  /**
   * A turn that ends the round drawn.
   *
   * @param side the mover
   * @return the move
   */
  public static Move tie(Side side) {
    return signal(side, 4);
  }

  /**
   * A turn that ends the round, decided by the points.
   *
   * @param side the mover
   * @return the move
   */
  public static Move count(Side side) {
    return signal(side, 5);
  }

  @Override
  public String id() {
    return "race";
  }

  @Override
  public Class<RacePosition> positionType() {
    return RacePosition.class;
  }

  @Override
  public RacePosition start() {
    return new RacePosition(this, Side.WHITE, 0, 0, 0, 0, 0);
  }

  @Override
  public Validation<Seq<SetupProblem>, RacePosition> fromSetup(Setup setup) {
    Objects.requireNonNull(setup, "setup");
    return Validation.invalid(Array.of(SetupProblem.of("race.setup.unsupported", "RACE-0")));
  }

  @Override
  public NotationSpec notation() {
    return new NotationSpec(SquareNaming.CHESS, false, Option.none(), Array.<FieldSpec>empty());
  }

  @Override
  public MatchFormat matchFormat() {
    return format;
  }

  @Override
  public Option<Integer> maxPlies() {
    return Option.none();
  }

  @Override
  public Seq<Level> levels() {
    return Array.of(new Level(1, "only"));
  }

  @Override
  public Robot<RacePosition> robot(Level level, long seed) {
    Objects.requireNonNull(level, "level");
    throw new UnsupportedOperationException("the race game has no Robot");
  }

  @Override
  public ResourceBundle messages(Locale locale) {
    Objects.requireNonNull(locale, "locale");
    return new ListResourceBundle() {
      @Override
      protected Object[][] getContents() {
        return new Object[][] {
            {"race.end.finished", "The race is finished ({0})."},
            {"race.end.tied", "The round was declared drawn ({0})."},
            {"race.end.counted", "The points decided ({0})."},
            {"race.signal", "A runner jumps along its home rank."},
            {"race.setup.unsupported", "The race game cannot be set up."}};
      }
    };
  }

  @Override
  public Set<String> messageCodes() {
    return HashSet.of("race.end.finished", "race.end.tied", "race.end.counted", "race.signal",
        "race.setup.unsupported");
  }

  @Override
  public String toString() {
    return id() + "[" + format + "]";
  }
}
