package io.github.tabla.games.diamonds;

import org.apiguardian.api.API;
import io.github.tabla.core.MessageBundles;
import io.github.tabla.core.FieldSpec;
import io.github.tabla.core.FieldValues;
import io.github.tabla.core.GameDefinition;
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
import io.github.tabla.core.kernel.KernelBinding;
import io.github.tabla.core.match.MatchFormat;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.Robot;
import io.github.tabla.games.diamonds.internal.Board;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.control.Option;
import io.vavr.control.Validation;
import java.util.Locale;
import java.util.Objects;
import java.util.ResourceBundle;

/**
 * Kings and Diamonds (KD-1..KD-10), game id {@code "diamonds"}: the start position, setups, the match
 * format, the Robot and the messages. The definition is stateless; {@link #instance()} gives a shared
 * one, and {@code Games.definition("diamonds")} finds it.
 *
 * <pre>{@code
 * DiamondsGame game = DiamondsGame.instance();
 * DiamondsPosition p = game.start();                 // Ke1, Ke8, sixteen diamonds on c3..f6 (KD-1)
 * p = p.play(Square.E1, Square.E2).get();
 * game.fromSetup(setup);                             // Invalid(every problem) or Valid(position)
 * }</pre>
 *
 * <h2>Setups</h2>
 * {@link #fromSetup} reports every problem at once: a piece that is not a king, a side without exactly
 * one king, two pieces on one square (the two kings on one square have their own code), kings next to
 * each other (KD-3), a diamond under a king (KD-4) or outside c3..f6 (KD-1), an unknown field or one that
 * is not a whole number ({@code SetupCode.BAD_FIELD}), a side with more than 40 moves (KD-6.2), move counts
 * that do not fit the side to move ({@code SetupCode.TURN_ORDER}, KD-5), more than 16 diamonds in all
 * (collected plus on the board, KD-1), and a side with more points than moves (each diamond takes a move,
 * KD-4).
 *
 * <p>The move counts fit the side to move when White is to move after as many moves as Black, or Black
 * is to move after one move fewer than White (KD-5: White begins and the sides alternate). A forced
 * pass counts as a move (KD-9) and keeps the alternation, so passes leave no other trace to check.
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class DiamondsGame implements GameDefinition<DiamondsPosition> {
  /** The game id. */
  public static final String ID = "diamonds";
  /** Moves each side makes in a round (KD-6.2). */
  public static final int MOVES_PER_SIDE = Board.MOVES_PER_SIDE;
  /** Diamonds at the start of a round (KD-1). */
  public static final int DIAMONDS = Board.DIAMONDS;
  /** The squares c3..f6, where the diamonds lie at the start (KD-1). */
  public static final SquareSet FIELD = SquareSet.ofBits(Board.FIELD);
  /** The symbol of a diamond in position texts. */
  public static final char DIAMOND_SYMBOL = '*';
  /** The field of the moves White has made, passes included. */
  public static final String WHITE_MOVES = "white-moves";
  /** The field of the moves Black has made, passes included. */
  public static final String BLACK_MOVES = "black-moves";
  /** The field of the diamonds White has collected. */
  public static final String WHITE_POINTS = "white-points";
  /** The field of the diamonds Black has collected. */
  public static final String BLACK_POINTS = "black-points";

  private static final String BUNDLE = "io.github.tabla.games.diamonds.messages";
  private static final Seq<String> FIELDS = Array.of(WHITE_MOVES, BLACK_MOVES, WHITE_POINTS, BLACK_POINTS);
  /** The pieces of the game: a king a side, one piece on a square (KD-1). */
  private static final RuleId KD1 = RuleId.of("KD-1");
  /** White begins and the sides alternate (KD-5). */
  private static final RuleId KD5 = RuleId.of("KD-5");
  private static final NotationSpec NOTATION = new NotationSpec(SquareNaming.CHESS, true,
      Option.some(DIAMOND_SYMBOL), Array.of(
          new FieldSpec(WHITE_MOVES, "moves White has made in this round, passes included", "0"),
          new FieldSpec(BLACK_MOVES, "moves Black has made in this round, passes included", "0"),
          new FieldSpec(WHITE_POINTS, "diamonds White has collected", "0"),
          new FieldSpec(BLACK_POINTS, "diamonds Black has collected", "0")));

  private static final class Shared {
    static final DiamondsGame GAME = new DiamondsGame();
    static final DiamondsPosition START = DiamondsPosition.create(Board.WHITE_START, Board.BLACK_START, Board.FIELD,
        0, 0, 0, 0, Side.WHITE);
  }

  /** The definition; {@link #instance()} shares one, and all instances are equal. */
  public DiamondsGame() {}

  /**
   * The shared definition.
   *
   * @return the game
   */
  public static DiamondsGame instance() {
    return Shared.GAME;
  }

  /**
   * The game id.
   *
   * @return {@code "diamonds"}
   */
  @Override
  public String id() {
    return ID;
  }

  @Override
  public Class<DiamondsPosition> positionType() {
    return DiamondsPosition.class;
  }

  /**
   * The start of a round (KD-1): White's king on e1, Black's on e8, sixteen diamonds on c3..f6, White
   * to move (KD-5).
   *
   * @return the start position
   */
  @Override
  public DiamondsPosition start() {
    return Shared.START;
  }

  @Override
  public Validation<Seq<SetupProblem>, DiamondsPosition> fromSetup(Setup setup) {
    // a missing side to move is one more problem, found with every other one
    return SetupProblem.withTurn(setup, notation().squares().board(), this::validate);
  }

  private Validation<Seq<SetupProblem>, DiamondsPosition> validate(Setup setup) {
    Array<SetupProblem> problems = Array.empty();
    long[] kings = new long[2];
    int[] kingCount = new int[2];
    int[] kingSquare = {-1, -1};
    long occupied = 0L;
    long twice = 0L;
    for (Placement p : setup.placements()) {
      long bit = 1L << p.square().index();
      if ((occupied & bit) != 0L) {
        twice |= bit;
      }
      occupied |= bit;
      if (p.piece().role() != Role.KING) {
        problems = problems.append(SetupProblem.of(DiamondsCode.SETUP_NOT_A_KING, SquareSet.of(p.square()),
            p.square(), p.piece()));
        continue;
      }
      int side = p.piece().side().ordinal();
      kings[side] |= bit;
      kingCount[side]++;
      kingSquare[side] = p.square().index();
    }
    for (Side side : Side.values()) {
      int n = kingCount[side.ordinal()];
      if (n != 1) {
        problems = problems.append(SetupProblem.of(DiamondsCode.SETUP_KING_COUNT,
            SquareSet.ofBits(kings[side.ordinal()]), side, n));
      }
    }
    boolean oneKingEach = kingCount[0] == 1 && kingCount[1] == 1;
    long kingsTogether = oneKingEach && kingSquare[0] == kingSquare[1] ? 1L << kingSquare[0] : 0L;
    for (Square s : SquareSet.ofBits(twice & ~kingsTogether)) {
      problems = problems.append(SetupProblem.of(SetupCode.TWO_PIECES, KD1, SquareSet.of(s), SquareSet.of(s)));
    }
    if (oneKingEach) {
      Square white = Square.at(kingSquare[0]);
      Square black = Square.at(kingSquare[1]);
      int distance = Board.distance(kingSquare[0], kingSquare[1]);
      if (distance == 0) {
        problems = problems.append(SetupProblem.of(DiamondsCode.SETUP_KINGS_SAME_SQUARE, SquareSet.of(white), white));
      } else if (distance == 1) {
        problems = problems.append(SetupProblem.of(DiamondsCode.SETUP_KINGS_ADJACENT, SquareSet.of(white, black),
            white, black));
      }
    }
    SquareSet items = setup.items();
    SquareSet outside = items.minus(FIELD);
    if (!outside.isEmpty()) {
      problems = problems.append(SetupProblem.of(DiamondsCode.SETUP_DIAMOND_OUTSIDE, outside, outside));
    }
    SquareSet under = items.intersect(SquareSet.ofBits(kings[0] | kings[1]));
    if (!under.isEmpty()) {
      problems = problems.append(SetupProblem.of(DiamondsCode.SETUP_DIAMOND_UNDER_KING, under, under));
    }
    for (String name : setup.fields().keySet()) {
      if (!FIELDS.contains(name)) {
        problems = problems.append(SetupProblem.of(SetupCode.UNKNOWN_FIELD, name));
      }
    }
    int[] values = new int[4];
    boolean fieldsRead = true;
    for (int i = 0; i < 4; i++) {
      String name = FIELDS.get(i);
      String text = setup.field(name).getOrElse("0");
      values[i] = natural(text);
      if (values[i] < 0) {
        int most = i < 2 ? MOVES_PER_SIDE : DIAMONDS;
        problems = problems.append(SetupProblem.of(SetupCode.BAD_FIELD, name, text,
            Localizable.of(FieldValues.WHOLE_NUMBER, 0, most)));
        fieldsRead = false;
      }
    }
    if (fieldsRead) {
      problems = problems.appendAll(counterProblems(values[0], values[1], values[2], values[3], items,
          Objects.requireNonNull(setup.turn(), "SetupProblem.withTurn gives a side to move")));
    }
    if (!problems.isEmpty()) {
      return Validation.invalid(problems);
    }
    return Validation.valid(DiamondsPosition.create(kingSquare[0], kingSquare[1], items.bits(), values[0],
        values[1], values[2], values[3],
        Objects.requireNonNull(setup.turn(), "SetupProblem.withTurn gives a side to move")));
  }

  private static Seq<SetupProblem> counterProblems(int wm, int bm, int wp, int bp, SquareSet items, Side turn) {
    Array<SetupProblem> problems = Array.empty();
    boolean movesFit = true;
    for (Side side : Side.values()) {
      int moves = side == Side.WHITE ? wm : bm;
      if (moves > MOVES_PER_SIDE) {
        problems = problems.append(SetupProblem.of(DiamondsCode.SETUP_MOVES_BEYOND_LIMIT, side, moves,
            MOVES_PER_SIDE));
        movesFit = false;
      }
    }
    if (movesFit && wm != bm + (turn == Side.WHITE ? 0 : 1)) {
      problems = problems.append(SetupProblem.of(SetupCode.TURN_ORDER, KD5, SquareSet.empty(), wm, bm, turn));
    }
    if ((long) wp + bp + items.size() > DIAMONDS) {
      problems = problems.append(SetupProblem.of(DiamondsCode.SETUP_TOO_MANY_DIAMONDS, items, wp, bp, items.size(),
          DIAMONDS));
    }
    for (Side side : Side.values()) {
      int points = side == Side.WHITE ? wp : bp;
      int moves = side == Side.WHITE ? wm : bm;
      if (points > moves) {
        problems = problems.append(SetupProblem.of(DiamondsCode.SETUP_POINTS_BEYOND_MOVES, side, points, moves));
      }
    }
    return problems;
  }

  /** A natural number of at most nine digits, or -1. */
  private static int natural(String text) {
    return Setup.naturalNumber(text).getOrElse(-1);
  }

  /**
   * The position text declaration: chess square names, piece letters in move texts ({@code Ke1-e2}),
   * {@code *} for a diamond, and the fields {@code white-moves}, {@code black-moves},
   * {@code white-points}, {@code black-points}, each {@code 0} by default. The start is
   * {@code 4k3/8/2****2/2****2/2****2/2****2/8/4K3 w 0 0 0 0}.
   *
   * @return the declaration
   */
  @Override
  public NotationSpec notation() {
    return NOTATION;
  }

  /**
   * Two rounds, colours swapped, diamonds added per player (KD-8, M-3).
   *
   * @return {@link MatchFormat#POINTS}
   */
  @Override
  public MatchFormat matchFormat() {
    return MatchFormat.POINTS;
  }

  /**
   * Forty moves each (KD-6.2).
   *
   * @return 80
   */
  @Override
  public Option<Integer> maxPlies() {
    return Option.some(Board.PLIES);
  }

  /**
   * The kernel the rules are written in ({@code DiamondsKernel}): a position is one of its states.
   *
   * @return the binding
   */
  @Override
  public Option<KernelBinding<DiamondsPosition>> kernel() {
    return Option.some(DiamondsPosition.BINDING);
  }

  /**
   * The Robot's levels: {@code gentle}, {@code easy}, {@code medium}, {@code strong} and
   * {@code perfect}; see {@link DiamondsRobot}.
   *
   * @return five levels, gentlest first
   */
  @Override
  public Seq<Level> levels() {
    return DiamondsRobot.LEVELS;
  }

  /**
   * A Robot at one of the levels.
   *
   * @param level one of {@link #levels()}
   * @param seed the seed of the gentler levels' randomness
   * @return the Robot
   * @throws IllegalArgumentException when the level is not one of {@link #levels()}
   */
  @Override
  public Robot<DiamondsPosition> robot(Level level, long seed) {
    Objects.requireNonNull(level, "level");
    return DiamondsRobot.of(level, seed);
  }

  @Override
  public ResourceBundle messages(Locale locale) {
    Objects.requireNonNull(locale, "locale");
    return MessageBundles.load(BUNDLE, locale, DiamondsGame.class::getResourceAsStream);
  }

  @Override
  public Set<String> messageCodes() {
    return DiamondsCode.messageCodes();
  }

  /**
   * All definitions are equal: there is one Kings and Diamonds.
   *
   * @param o another object
   * @return {@code true} for a {@code DiamondsGame}
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof DiamondsGame;
  }

  /**
   * A hash consistent with {@link #equals(Object)}.
   *
   * @return the id's hash
   */
  @Override
  public int hashCode() {
    return ID.hashCode();
  }

  /**
   * The id.
   *
   * @return {@code "diamonds"}
   */
  @Override
  public String toString() {
    return ID;
  }
}
