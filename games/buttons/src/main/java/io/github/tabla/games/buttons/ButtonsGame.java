package io.github.tabla.games.buttons;

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
import io.github.tabla.games.buttons.internal.Rules;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.control.Option;
import io.vavr.control.Validation;
import java.util.Locale;
import java.util.Objects;
import java.util.ResourceBundle;

/**
 * Queens, Rooks and Buttons (QB-1..QB-10), one definition per variant: {@link Standard} ({@code
 * "buttons"}, QB-1) and {@link ExtraRook} ({@code "buttons:extra-rook"}, QB-2). Definitions are
 * stateless; {@link #standard()} and {@link #extraRook()} give shared instances, and
 * {@code Games.byId} finds both.
 *
 * <pre>{@code
 * ButtonsPosition p = ButtonsGame.standard().start();
 * p = p.play(Square.D1, Square.D4).get();      // the queen collects the button on d4 (QB-4)
 * p.score();                                   // 1-0
 * ButtonsGame.standard().fromSetup(setup)      // Invalid(every problem) or Valid(position)
 * }</pre>
 *
 * <h2>Setups</h2>
 * {@link #fromSetup} reports every problem at once: a piece other than a queen or a rook, more queens
 * or rooks for a side than the variant gives (fewer are fine: pieces get captured), two pieces on one
 * square, no piece at all, a button off the eight squares of QB-1 or under a piece, an unknown or
 * malformed field ({@code SetupCode.BAD_FIELD}), a move counter above 15, counters that do not fit the side
 * to move ({@code SetupCode.TURN_ORDER}, QB-6), collected
 * points plus buttons on the board above 8, and a side with more points than moves. The counters fit
 * the side to move when White has made as many moves as Black and White is to move, or one more and
 * Black is to move (QB-6: White begins and the sides alternate, a pass counting as a move, QB-8).
 */
@API(status = API.Status.STABLE, since = "0.1")
public abstract sealed class ButtonsGame implements GameDefinition<ButtonsPosition>
    permits ButtonsGame.Standard, ButtonsGame.ExtraRook {

  /** Moves each side makes in a round (QB-7). */
  public static final int MOVES_PER_SIDE = Rules.MOVES_PER_SIDE;
  /** Buttons at the start of a round (QB-1). */
  public static final int BUTTONS = Rules.BUTTONS;
  /** The eight button squares of QB-1: a4, d4, e4, h4, a5, d5, e5, h5. */
  public static final SquareSet BUTTON_SQUARES = SquareSet.ofBits(Rules.BUTTON_SQUARES);
  /** The symbol of a button in position texts. */
  public static final char BUTTON_SYMBOL = 'o';
  /** The field of the moves White has made. */
  public static final String WHITE_MOVES = "white-moves";
  /** The field of the moves Black has made. */
  public static final String BLACK_MOVES = "black-moves";
  /** The field of the buttons White has collected. */
  public static final String WHITE_POINTS = "white-points";
  /** The field of the buttons Black has collected. */
  public static final String BLACK_POINTS = "black-points";

  private static final String BUNDLE = "io.github.tabla.games.buttons.messages";
  private static final Seq<String> FIELDS = Array.of(WHITE_MOVES, BLACK_MOVES, WHITE_POINTS, BLACK_POINTS);
  /** White begins and the sides alternate (QB-6). */
  private static final RuleId QB6 = RuleId.of("QB-6");
  private static final NotationSpec NOTATION = new NotationSpec(SquareNaming.CHESS, true,
      Option.some(BUTTON_SYMBOL), Array.of(
          new FieldSpec(WHITE_MOVES, "moves White has made in this round, passes included", "0"),
          new FieldSpec(BLACK_MOVES, "moves Black has made in this round, passes included", "0"),
          new FieldSpec(WHITE_POINTS, "buttons White has collected", "0"),
          new FieldSpec(BLACK_POINTS, "buttons Black has collected", "0")));

  private final ButtonsVariant buttonsVariant;
  private final ButtonsPosition start;

  private ButtonsGame(ButtonsVariant buttonsVariant) {
    this.buttonsVariant = buttonsVariant;
    long[] bits = new long[4];
    for (Placement p : buttonsVariant.startPlacements()) {
      bits[index(p.piece())] |= 1L << p.square().index();
    }
    this.start = ButtonsPosition.create(this, bits[0], bits[1], bits[2], bits[3], Rules.BUTTON_SQUARES, Side.WHITE,
        0, 0, 0, 0);
  }

  /** The game of QB-1, {@code "buttons"}: a queen and a rook per side. */
  public static final class Standard extends ButtonsGame {
    /** The definition; {@link ButtonsGame#standard()} shares one. */
    public Standard() {
      super(ButtonsVariant.STANDARD);
    }
  }

  /** The "+ one more rook" variant of QB-2, {@code "buttons:extra-rook"}: a queen and two rooks per side. */
  public static final class ExtraRook extends ButtonsGame {
    /** The definition; {@link ButtonsGame#extraRook()} shares one. */
    public ExtraRook() {
      super(ButtonsVariant.EXTRA_ROOK);
    }
  }

  private static final class Shared {
    static final Standard STANDARD = new Standard();
    static final ExtraRook EXTRA_ROOK = new ExtraRook();
  }

  /**
   * The game of QB-1.
   *
   * @return a shared instance
   */
  public static ButtonsGame standard() {
    return Shared.STANDARD;
  }

  /**
   * The "+ one more rook" variant of QB-2.
   *
   * @return a shared instance
   */
  public static ButtonsGame extraRook() {
    return Shared.EXTRA_ROOK;
  }

  /**
   * The variant this definition plays.
   *
   * @return the variant
   */
  public ButtonsVariant buttonsVariant() {
    return buttonsVariant;
  }

  @Override
  public String id() {
    return buttonsVariant.id();
  }

  @Override
  public Class<ButtonsPosition> positionType() {
    return ButtonsPosition.class;
  }

  /**
   * The start of a round (QB-1, QB-2): the variant's pieces, the eight buttons, White to move.
   *
   * @return the start position
   */
  @Override
  public ButtonsPosition start() {
    return start;
  }

  @Override
  public Validation<Seq<SetupProblem>, ButtonsPosition> fromSetup(Setup setup) {
    // a missing side to move is one more problem, found with every other one
    return SetupProblem.withTurn(setup, notation().squares().board(), this::validate);
  }

  private Validation<Seq<SetupProblem>, ButtonsPosition> validate(Setup setup) {
    Array<SetupProblem> problems = Array.empty();
    ButtonsCode tooMany = buttonsVariant == ButtonsVariant.EXTRA_ROOK ? ButtonsCode.SETUP_TOO_MANY_EXTRA_ROOK
        : ButtonsCode.SETUP_TOO_MANY;
    long[] bits = new long[4];
    long occupied = 0L;
    long twice = 0L;
    for (Placement p : setup.placements()) {
      long bit = 1L << p.square().index();
      if ((occupied & bit) != 0L) {
        twice |= bit;
        continue;
      }
      occupied |= bit;
      Role role = p.piece().role();
      if (role != Role.QUEEN && role != Role.ROOK) {
        problems = problems.append(SetupProblem.of(ButtonsCode.SETUP_ROLE, SquareSet.of(p.square()),
            p.square(), p.piece()));
        continue;
      }
      bits[index(p.piece())] |= bit;
    }
    for (Square s : SquareSet.ofBits(twice)) {
      problems = problems.append(SetupProblem.of(SetupCode.TWO_PIECES, SquareSet.of(s), SquareSet.of(s)));
    }
    for (Side side : Side.values()) {
      for (Role role : Array.of(Role.QUEEN, Role.ROOK)) {
        Piece piece = Piece.of(side, role);
        long squares = bits[index(piece)];
        int max = role == Role.QUEEN ? buttonsVariant.queensPerSide() : buttonsVariant.rooksPerSide();
        if (Long.bitCount(squares) > max) {
          problems = problems.append(SetupProblem.of(tooMany, SquareSet.ofBits(squares), piece,
              Long.bitCount(squares), max));
        }
      }
    }
    if ((bits[0] | bits[1] | bits[2] | bits[3]) == 0L) {
      problems = problems.append(SetupProblem.of(ButtonsCode.SETUP_NO_PIECES));
    }
    SquareSet items = setup.items();
    SquareSet off = items.minus(BUTTON_SQUARES);
    if (!off.isEmpty()) {
      problems = problems.append(SetupProblem.of(ButtonsCode.SETUP_BUTTON_OFF_SQUARE, off, off));
    }
    SquareSet under = items.intersect(SquareSet.ofBits(occupied));
    if (!under.isEmpty()) {
      problems = problems.append(SetupProblem.of(ButtonsCode.SETUP_BUTTON_UNDER_PIECE, under, under));
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
      int v = natural(text);
      if (v < 0) {
        int most = i < 2 ? MOVES_PER_SIDE : BUTTONS;
        problems = problems.append(SetupProblem.of(SetupCode.BAD_FIELD, name, text,
            Localizable.of(FieldValues.WHOLE_NUMBER, 0, most)));
        fieldsRead = false;
      }
      values[i] = v;
    }
    if (fieldsRead) {
      int wm = values[0];
      int bm = values[1];
      int wp = values[2];
      int bp = values[3];
      boolean countersFit = true;
      for (Side side : Side.values()) {
        int moves = side == Side.WHITE ? wm : bm;
        if (moves > MOVES_PER_SIDE) {
          problems = problems.append(SetupProblem.of(ButtonsCode.SETUP_MOVES_BEYOND_LIMIT, side, moves,
              MOVES_PER_SIDE));
          countersFit = false;
        }
      }
      if (countersFit && wm != bm + (setup.turn() == Side.WHITE ? 0 : 1)) {
        problems = problems.append(SetupProblem.of(SetupCode.TURN_ORDER, QB6, SquareSet.empty(), wm, bm,
            Objects.requireNonNull(setup.turn(), "SetupProblem.withTurn gives a side to move")));
      }
      if ((long) wp + bp + items.size() > BUTTONS) {
        problems = problems.append(SetupProblem.of(ButtonsCode.SETUP_TOO_MANY_BUTTONS, items, wp, bp,
            items.size(), BUTTONS));
      }
      for (Side side : Side.values()) {
        int points = side == Side.WHITE ? wp : bp;
        int moves = side == Side.WHITE ? wm : bm;
        if (points > moves) {
          problems = problems.append(SetupProblem.of(ButtonsCode.SETUP_POINTS_BEYOND_MOVES, side, points, moves));
        }
      }
    }
    if (!problems.isEmpty()) {
      return Validation.invalid(problems);
    }
    return Validation.valid(ButtonsPosition.create(this, bits[0], bits[1], bits[2], bits[3], items.bits(),
        Objects.requireNonNull(setup.turn(), "SetupProblem.withTurn gives a side to move"), values[0], values[1], values[2], values[3]));
  }

  /** The index of a piece's bitboard: White queens, White rooks, Black queens, Black rooks. */
  static int index(Piece piece) {
    return (piece.side() == Side.WHITE ? 0 : 2) + (piece.role() == Role.QUEEN ? 0 : 1);
  }


  /** A natural number of at most nine digits, or -1. */
  private static int natural(String text) {
    return Setup.naturalNumber(text).getOrElse(-1);
  }

  /**
   * The position text declaration: chess square names, piece letters in move texts ({@code Qd1-d4},
   * {@code Rb1xb8}), {@code o} for a button, and the fields {@code white-moves}, {@code black-moves},
   * {@code white-points}, {@code black-points}, each {@code 0} by default.
   *
   * @return the declaration
   */
  @Override
  public NotationSpec notation() {
    return NOTATION;
  }

  /**
   * Two rounds, colours swapped, buttons added per player (QB-10, M-3).
   *
   * @return {@link MatchFormat#POINTS}
   */
  @Override
  public MatchFormat matchFormat() {
    return MatchFormat.POINTS;
  }

  /**
   * Fifteen moves each (QB-7).
   *
   * @return 30
   */
  @Override
  public Option<Integer> maxPlies() {
    return Option.some(Rules.PLIES);
  }

  /**
   * The kernel the rules are written in ({@code ButtonsKernel}, the same for both variants): a position is
   * one of its states.
   *
   * @return the binding
   */
  @Override
  public Option<KernelBinding<ButtonsPosition>> kernel() {
    return Option.some(ButtonsPosition.BINDING);
  }

  /**
   * The Robot's levels: {@code gentle}, {@code easy}, {@code medium}, {@code strong},
   * {@code strongest}; see {@link ButtonsRobot}.
   *
   * @return five levels, gentlest first
   */
  @Override
  public Seq<Level> levels() {
    return ButtonsRobot.LEVELS;
  }

  /**
   * A Robot of this variant.
   *
   * @param level one of {@link #levels()}
   * @param seed the seed of the gentler levels' randomness
   * @return the Robot
   * @throws IllegalArgumentException when the level is not one of {@link #levels()}
   */
  @Override
  public ButtonsRobot robot(Level level, long seed) {
    Objects.requireNonNull(level, "level");
    return ButtonsRobot.of(this, level, seed);
  }

  @Override
  public ResourceBundle messages(Locale locale) {
    Objects.requireNonNull(locale, "locale");
    return MessageBundles.load(BUNDLE, locale, ButtonsGame.class::getResourceAsStream);
  }

  @Override
  public Set<String> messageCodes() {
    return ButtonsCode.messageCodes();
  }

  /**
   * Definitions of the same variant are equal.
   *
   * @param o another object
   * @return {@code true} for a definition of the same variant
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof ButtonsGame g && g.buttonsVariant == buttonsVariant;
  }

  /**
   * A hash consistent with {@link #equals(Object)}.
   *
   * @return the variant's hash
   */
  @Override
  public int hashCode() {
    return buttonsVariant.hashCode();
  }

  /**
   * The id.
   *
   * @return {@link #id()}
   */
  @Override
  public String toString() {
    return id();
  }
}
