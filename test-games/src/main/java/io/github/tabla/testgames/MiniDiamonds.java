package io.github.tabla.testgames;

import io.github.tabla.core.MessageBundles;
import io.github.tabla.core.FieldSpec;
import io.github.tabla.core.FieldValues;
import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Localizable;
import io.github.tabla.core.NotationSpec;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Placement;
import io.github.tabla.core.Role;
import io.github.tabla.core.RuleId;
import io.github.tabla.core.Setup;
import io.github.tabla.core.SetupCode;
import io.github.tabla.core.SetupProblem;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareNaming;
import io.github.tabla.core.SquareSet;
import io.github.tabla.core.match.MatchFormat;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.LevelSettings;
import io.github.tabla.core.robot.Robot;
import io.github.tabla.core.robot.SearchRobot;
import io.github.tabla.core.robot.Searcher;
import io.vavr.collection.Array;
import io.vavr.collection.HashSet;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.control.Option;
import io.vavr.control.Validation;
import java.util.Locale;
import java.util.Objects;
import java.util.ResourceBundle;

/**
 * A test-only game small enough to solve by brute force: Kings and Diamonds shrunk to the 4 x 4
 * corner a1..d4. White's king starts on a1, Black's on d4, four diamonds stand on b2, c2, b3, c3;
 * kings step one square, may never touch, collect a diamond by stepping on it; the round ends when
 * the diamonds are gone, when each side has made {@link #MOVE_LIMIT} moves, or when neither king can
 * step. A side whose king cannot step passes. More diamonds wins.
 *
 * <p>The Robot factory is injected so that core's tests can attach the searcher under test, and the
 * testkit's tests can attach broken variants.
 */
public final class MiniDiamonds implements GameDefinition<MiniPosition> {
  /** Moves per side before the round ends. */
  public static final int MOVE_LIMIT = 5;
  /** The squares of the game: a1..d4. */
  public static final SquareSet BOARD = SquareSet.ofBits(0x0F0F0F0FL);
  /** Where the diamonds start. */
  public static final SquareSet START_DIAMONDS = SquareSet.of(Square.B2, Square.C2, Square.B3, Square.C3);

  static final Set<String> CODES = HashSet.of(
      "mini.step", "mini.kings-touch", "mini.off-board", "mini.end.all-collected", "mini.end.move-limit",
      "mini.end.no-moves", "mini.setup.king-count", "mini.setup.kings-adjacent", "mini.setup.off-board",
      "mini.setup.diamond-under-king", "mini.setup.too-many-points", "mini.setup.items-off-board");

  /** Makes the Robot of a level. */
  @FunctionalInterface
  public interface RobotFactory {
    /**
     * Makes a Robot.
     *
     * @param game the game
     * @param level the level
     * @param seed the seed
     * @return the Robot
     */
    Robot<MiniPosition> make(MiniDiamonds game, Level level, long seed);
  }

  private final String id;
  private final RobotFactory robots;

  /**
   * The game with a Robot factory.
   *
   * @param id the game id
   * @param robots makes the Robot of a level and seed
   */
  public MiniDiamonds(String id, RobotFactory robots) {
    this.id = id;
    this.robots = robots;
  }

  /** The game with a plain full-strength search by points as the Robot of every level. */
  public MiniDiamonds() {
    this("mini-diamonds", (g, level, seed) -> pointsRobot(level, seed));
  }

  /**
   * A plain Robot for a test game: a full-strength search whose estimate is the points so far.
   *
   * @param <P> the position type
   * @param level the level it says it plays at
   * @param seed the seed
   * @return the Robot
   */
  public static <P extends GamePosition<P>> Robot<P> pointsRobot(Level level, long seed) {
    Searcher<P> search = Searcher.of(p -> p.score().difference(p.sideToMove()));
    return SearchRobot.of(search, LevelSettings.strongest(level), seed);
  }

  @Override
  public String id() {
    return id;
  }

  @Override
  public Class<MiniPosition> positionType() {
    return MiniPosition.class;
  }

  @Override
  public MiniPosition start() {
    return MiniPosition.create(this, Square.A1, Square.D4, START_DIAMONDS.bits(), 0, 0, 0, 0, Side.WHITE);
  }

  @Override
  public Validation<Seq<SetupProblem>, MiniPosition> fromSetup(Setup setup) {
    Objects.requireNonNull(setup, "setup");
    Array<SetupProblem> problems = Array.empty();
    Seq<Placement> whiteKings = setup.placements().filter(p -> p.piece().equals(Piece.of(Side.WHITE, Role.KING)));
    Seq<Placement> blackKings = setup.placements().filter(p -> p.piece().equals(Piece.of(Side.BLACK, Role.KING)));
    if (whiteKings.size() != 1 || blackKings.size() != 1 || setup.placements().size() != 2) {
      problems = problems.append(SetupProblem.of("mini.setup.king-count", "MINI-1", setup.occupied()));
    }
    SquareSet off = setup.occupied().minus(BOARD);
    if (!off.isEmpty()) {
      problems = problems.append(SetupProblem.of("mini.setup.off-board", "MINI-1", off, off.toString()));
    }
    if (!setup.items().minus(BOARD).isEmpty()) {
      problems = problems.append(SetupProblem.of("mini.setup.items-off-board", "MINI-1", setup.items().minus(BOARD)));
    }
    SquareSet under = setup.items().intersect(setup.occupied());
    if (!under.isEmpty()) {
      problems = problems.append(SetupProblem.of("mini.setup.diamond-under-king", "MINI-1", under));
    }
    if (whiteKings.size() == 1 && blackKings.size() == 1
        && whiteKings.head().square().distance(blackKings.head().square()) <= 1) {
      problems = problems.append(SetupProblem.of("mini.setup.kings-adjacent", "MINI-3",
          SquareSet.of(whiteKings.head().square(), blackKings.head().square())));
    }
    int[] values = new int[4];
    String[] names = {"white-moves", "black-moves", "white-points", "black-points"};
    for (int i = 0; i < 4; i++) {
      String name = names[i];
      String text = setup.field(name).getOrElse("0");
      Option<Integer> v = parse(text);
      int max = i < 2 ? MOVE_LIMIT : 4;
      if (v.isEmpty() || v.get() < 0 || v.get() > max) {
        problems = problems.append(SetupProblem.of(SetupCode.BAD_FIELD, RuleId.of("MINI-6"), SquareSet.empty(), name,
            text, Localizable.of(FieldValues.WHOLE_NUMBER, 0, max)));
      } else {
        values[i] = v.get();
      }
    }
    int expectedBlack = setup.turn() == Side.WHITE ? values[0] : values[0] - 1;
    if (values[1] != expectedBlack) {
      // White moves first and the sides alternate: the counters must fit the side to move
      problems = problems.append(SetupProblem.of(SetupCode.TURN_ORDER, RuleId.of("MINI-5"), SquareSet.empty(),
          values[0], values[1], setup.turn()));
    }
    if (values[2] + values[3] + setup.items().size() > 4) {
      problems = problems.append(SetupProblem.of("mini.setup.too-many-points", "MINI-4",
          values[2] + values[3], setup.items().size()));
    }
    if (!problems.isEmpty()) {
      return Validation.invalid(problems);
    }
    return Validation.valid(MiniPosition.create(this, whiteKings.head().square(), blackKings.head().square(),
        setup.items().bits(), values[0], values[1], values[2], values[3], setup.turn()));
  }

  private static Option<Integer> parse(String text) {
    if (text.isEmpty() || text.length() > 3 || !text.chars().allMatch(Character::isDigit)) {
      return Option.none();
    }
    return Option.some(Integer.parseInt(text));
  }

  @Override
  public NotationSpec notation() {
    return new NotationSpec(SquareNaming.CHESS, true, Option.some('*'), Array.of(
        new FieldSpec("white-moves", "moves White has made", "0"),
        new FieldSpec("black-moves", "moves Black has made", "0"),
        new FieldSpec("white-points", "diamonds White has collected", "0"),
        new FieldSpec("black-points", "diamonds Black has collected", "0")));
  }

  @Override
  public MatchFormat matchFormat() {
    return MatchFormat.POINTS;
  }

  @Override
  public Option<Integer> maxPlies() {
    return Option.some(2 * MOVE_LIMIT);
  }

  @Override
  public Seq<Level> levels() {
    return Array.of(new Level(1, "gentle"), new Level(2, "perfect"));
  }

  @Override
  public Robot<MiniPosition> robot(Level level, long seed) {
    Objects.requireNonNull(level, "level");
    return robots.make(this, level, seed);
  }

  @Override
  public ResourceBundle messages(Locale locale) {
    Objects.requireNonNull(locale, "locale");
    return MessageBundles.load("io.github.tabla.testgames.messages", locale, MiniDiamonds.class::getResourceAsStream);
  }

  @Override
  public Set<String> messageCodes() {
    return CODES;
  }

  @Override
  public String toString() {
    return id;
  }
}
