package io.github.tabla.games.knights;

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
import io.github.tabla.games.knights.internal.Board;
import io.github.tabla.games.knights.internal.KnightsKernel;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.control.Option;
import io.vavr.control.Validation;
import java.util.Locale;
import java.util.Objects;
import java.util.ResourceBundle;

/**
 * Knights in the Enemy Camp (rules KN-1..KN-13): two racing knights, each standing in the enemy camp,
 * race to capture the 14 static enemy pieces; the first to finish wins, with a final equalising move for
 * Black (KN-9). Found by {@code Games.definition("knights")}.
 *
 * <p>The registered game has no move limit (KN-12). For unattended play {@link #withSafetyLimit(int)} gives
 * the same game with a safety limit: the round ends drawn once both sides have taken that many turns.
 *
 * <pre>{@code
 * KnightsGame game = KnightsGame.standard();
 * KnightsPosition p = game.start();
 * Robot<KnightsPosition> robot = game.robot(game.strongestLevel(), 1L);
 * KnightsGame unattended = KnightsGame.withSafetyLimit(200);   // id "knights:limit-200"
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class KnightsGame implements GameDefinition<KnightsPosition> {
  /** The stable id of the game without a safety limit. */
  public static final String ID = "knights";
  /** The field naming the square of White's racing knight, or {@code -} to find it on the board. */
  public static final String WHITE_KNIGHT_FIELD = "white-knight";
  /** The field naming the square of Black's racing knight, or {@code -} to find it on the board. */
  public static final String BLACK_KNIGHT_FIELD = "black-knight";
  /** The field with White's turns so far, passes included (KN-10). */
  public static final String WHITE_TURNS_FIELD = "white-turns";
  /** The field with Black's turns so far, passes included (KN-10). */
  public static final String BLACK_TURNS_FIELD = "black-turns";

  /** The levels of the Robot, gentlest first. */
  static final Seq<Level> LEVELS = Level.ladder(false);

  private static final NotationSpec NOTATION = new NotationSpec(SquareNaming.CHESS, true, Option.none(), Array.of(
      new FieldSpec(WHITE_KNIGHT_FIELD,
          "the square of White's racing knight, or - for the one white knight that is not on g1", "-"),
      new FieldSpec(BLACK_KNIGHT_FIELD,
          "the square of Black's racing knight, or - for the one black knight that is not on g8", "-"),
      new FieldSpec(WHITE_TURNS_FIELD, "turns White has taken, passes included", "0"),
      new FieldSpec(BLACK_TURNS_FIELD, "turns Black has taken, passes included", "0")));
  /** The start: one piece on a square (KN-1). */
  private static final RuleId KN1 = RuleId.of("KN-1");
  /** The racing knights, named by their squares (KN-2). */
  private static final RuleId KN2 = RuleId.of("KN-2");
  /** White moves first and the sides alternate (KN-7). */
  private static final RuleId KN7 = RuleId.of("KN-7");
  /** A side's turns, counted for its race length (KN-10). */
  private static final RuleId KN10 = RuleId.of("KN-10");

  private final int limit;
  private final KnightsKernel kernel;
  private final KernelBinding<KnightsPosition> binding;

  /** The game with no move limit, as the rules say (KN-12); the one {@code Games} finds. */
  public KnightsGame() {
    this(0);
  }

  private KnightsGame(int limit) {
    this.limit = limit;
    this.kernel = KnightsKernel.of(limit);
    this.binding = KernelBinding.of(kernel, KnightsPosition::writeState, KnightsPosition::typed);
  }

  /**
   * The game with no move limit (KN-12).
   *
   * @return the standard game
   */
  public static KnightsGame standard() {
    return new KnightsGame();
  }

  /**
   * The game with a safety limit for unattended play (KN-12): once both sides have taken {@code turnsPerSide}
   * turns without a finished race, the round ends drawn. A race finished on the last turn still counts.
   *
   * @param turnsPerSide the most turns each side takes, at least 1
   * @return the game, with id {@code "knights:limit-<turnsPerSide>"}
   * @throws IllegalArgumentException when {@code turnsPerSide} is below 1
   */
  public static KnightsGame withSafetyLimit(int turnsPerSide) {
    if (turnsPerSide < 1) {
      throw new IllegalArgumentException("a safety limit must be at least 1 turn per side, got " + turnsPerSide);
    }
    return new KnightsGame(turnsPerSide);
  }

  /**
   * The safety limit (KN-12).
   *
   * @return the turns per side after which the round ends drawn, or none (the rules' default)
   */
  public Option<Integer> safetyLimit() {
    return limit == 0 ? Option.none() : Option.some(limit);
  }

  int limit() {
    return limit;
  }

  /** The kernel of this game's safety limit. */
  KnightsKernel kernelRules() {
    return kernel;
  }

  /**
   * The kernel the rules are written in ({@code KnightsKernel}, with this game's safety limit): a position
   * is one of its states.
   *
   * @return the binding
   */
  @Override
  public Option<KernelBinding<KnightsPosition>> kernel() {
    return Option.some(binding);
  }

  /**
   * The id.
   *
   * @return {@code "knights"}, or {@code "knights:limit-<n>"} with a safety limit
   */
  @Override
  public String id() {
    return limit == 0 ? ID : ID + ":limit-" + limit;
  }

  /**
   * The position class.
   *
   * @return {@code KnightsPosition.class}
   */
  @Override
  public Class<KnightsPosition> positionType() {
    return KnightsPosition.class;
  }

  /**
   * The start (KN-1): the chess start without kings, a white knight on e8, a black knight on e1, b1 and
   * b8 empty; White to move, no turns taken.
   *
   * @return the start position
   */
  @Override
  public KnightsPosition start() {
    return KnightsPosition.create(this, Board.WHITE_KNIGHT_START, Board.BLACK_KNIGHT_START,
        Board.WHITE_STATIC_START, Board.BLACK_STATIC_START, 0, 0, true);
  }

  static Role role(int square) {
    return switch (Board.roleAt(square)) {
      case Board.QUEEN -> Role.QUEEN;
      case Board.ROOK -> Role.ROOK;
      case Board.BISHOP -> Role.BISHOP;
      case Board.KNIGHT -> Role.KNIGHT;
      case Board.PAWN -> Role.PAWN;
      default -> throw new IllegalArgumentException("no static piece starts on " + Square.at(square));
    };
  }

  /**
   * Validates a setup, reporting every problem at once: items (the game has none), unknown or unreadable
   * fields, a racing knight missing, not where its field says, or sharing its square (KN-2, KN-4, KN-5),
   * static pieces anywhere but on their own start squares as the right piece (KN-1, KN-2), too many pieces
   * (KN-6), turn counts out of order (KN-7) or smaller than the captures (KN-10), a race finished by Black
   * with Black to move (KN-9), turns beyond the safety limit (KN-12).
   *
   * @param setup the unvalidated contents
   * @return the position, or all the problems
   */
  @Override
  public Validation<Seq<SetupProblem>, KnightsPosition> fromSetup(Setup setup) {
    // a missing side to move is one more problem, found with every other one
    return SetupProblem.withTurn(setup, notation().squares().board(), this::validate);
  }

  private Validation<Seq<SetupProblem>, KnightsPosition> validate(Setup setup) {
    return new SetupReader(this, setup).read();
  }

  /**
   * The text declaration: chess square names, piece letters in moves ({@code Ne8xc7}), no items, and the
   * fields {@code white-knight}, {@code black-knight} (default {@code -}), {@code white-turns},
   * {@code black-turns} (default {@code 0}).
   *
   * @return the declaration
   */
  @Override
  public NotationSpec notation() {
    return NOTATION;
  }

  /**
   * Rounds won, then the shorter winning race, then a draw (M-4, KN-11).
   *
   * @return {@link MatchFormat#ROUNDS_THEN_RACE_LENGTH}
   */
  @Override
  public MatchFormat matchFormat() {
    return MatchFormat.ROUNDS_THEN_RACE_LENGTH;
  }

  /**
   * The rules set no move limit (KN-12); the safety limit, when set, bounds a round at twice its turns.
   *
   * @return none for the standard game
   */
  @Override
  public Option<Integer> maxPlies() {
    return limit == 0 ? Option.none() : Option.some(2 * limit);
  }

  /**
   * The Robot's levels, the ladder every game uses: {@code gentle}, {@code easy}, {@code medium},
   * {@code strong} and {@code strongest} (see {@link KnightsRobot}).
   *
   * @return the five levels, gentlest first
   */
  @Override
  public Seq<Level> levels() {
    return LEVELS;
  }

  /**
   * A Robot at a level (see {@link KnightsRobot}).
   *
   * @param level one of {@link #levels()}
   * @param seed the seed of the gentle levels' randomness
   * @return the Robot
   * @throws IllegalArgumentException when the level is not one of this game's
   */
  @Override
  public Robot<KnightsPosition> robot(Level level, long seed) {
    Objects.requireNonNull(level, "level");
    if (!LEVELS.contains(level)) {
      throw new IllegalArgumentException("not a level of " + id() + ": " + level + "; the levels are " + LEVELS);
    }
    return new KnightsRobot(level, seed);
  }

  /**
   * The game's bundle.
   *
   * @param locale the language
   * @return the bundle of {@code io/github/tabla/games/knights/messages}
   */
  @Override
  public ResourceBundle messages(Locale locale) {
    Objects.requireNonNull(locale, "locale");
    return MessageBundles.load("io.github.tabla.games.knights.messages", locale, KnightsGame.class::getResourceAsStream);
  }

  /**
   * Every code this game produces.
   *
   * @return the codes of rejections, terminations, setup problems, the game name and the level names
   */
  @Override
  public Set<String> messageCodes() {
    return KnightsCode.messageCodes();
  }

  /**
   * Equal when the safety limits are.
   *
   * @param o the other object
   * @return whether {@code o} is the same game
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof KnightsGame g && g.limit == limit;
  }

  /**
   * A hash of the safety limit.
   *
   * @return the hash code
   */
  @Override
  public int hashCode() {
    return 31 * ID.hashCode() + limit;
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

  /** Reads a setup; one instance per call. */
  private static final class SetupReader {
    private final KnightsGame game;
    private final Setup setup;
    private Array<SetupProblem> problems = Array.empty();

    SetupReader(KnightsGame game, Setup setup) {
      this.game = game;
      this.setup = setup;
    }

    private void add(SetupProblem p) {
      problems = problems.append(p);
    }

    Validation<Seq<SetupProblem>, KnightsPosition> read() {
      if (!setup.items().isEmpty()) {
        add(SetupProblem.of(KnightsCode.SETUP_ITEMS, setup.items(), setup.items()));
      }
      for (String name : setup.fields().keySet()) {
        if (NOTATION.fields().find(f -> f.name().equals(name)).isEmpty()) {
          add(SetupProblem.of(SetupCode.UNKNOWN_FIELD, name));
        }
      }
      int whiteTurns = turns(WHITE_TURNS_FIELD);
      int blackTurns = turns(BLACK_TURNS_FIELD);
      int whiteKnight = racer(Side.WHITE, WHITE_KNIGHT_FIELD, Board.WHITE_STATIC_KNIGHT);
      int blackKnight = racer(Side.BLACK, BLACK_KNIGHT_FIELD, Board.BLACK_STATIC_KNIGHT);

      // every placement but one knight on each racer's square is a static piece
      long[] statics = {0L, 0L};
      int[] count = new int[64];
      boolean whiteRacerSeen = false;
      boolean blackRacerSeen = false;
      int[] pieces = {0, 0};
      for (Placement p : setup.placements()) {
        int sq = p.square().index();
        Piece piece = p.piece();
        count[sq]++;
        boolean white = piece.side() == Side.WHITE;
        pieces[white ? 0 : 1]++;
        boolean knight = piece.role() == Role.KNIGHT;
        if (knight && white && sq == whiteKnight && !whiteRacerSeen) {
          whiteRacerSeen = true;
          continue;
        }
        if (knight && !white && sq == blackKnight && !blackRacerSeen) {
          blackRacerSeen = true;
          continue;
        }
        long bit = 1L << sq;
        boolean onStart = (Board.staticStart(white) & bit) != 0L && role(sq) == piece.role();
        if (!onStart) {
          add(SetupProblem.of(KnightsCode.SETUP_OUT_OF_PLACE, SquareSet.of(p.square()), p.square(), piece));
        } else {
          statics[white ? 0 : 1] |= bit;
        }
      }
      for (int sq = 0; sq < 64; sq++) {
        if (count[sq] > 1) {
          shared(sq, whiteKnight, blackKnight);
        }
      }
      for (Side side : Side.values()) {
        int n = pieces[side == Side.WHITE ? 0 : 1];
        if (n > Board.TARGETS + 1) {
          add(SetupProblem.of(KnightsCode.SETUP_TOO_MANY, side, n, Board.TARGETS + 1));
        }
      }
      if (whiteTurns >= 0 && blackTurns >= 0) {
        counters(whiteTurns, blackTurns, statics[0], statics[1]);
      }
      if (!problems.isEmpty()) {
        return Validation.invalid(problems);
      }
      return Validation.valid(KnightsPosition.create(game, whiteKnight, blackKnight, statics[0], statics[1],
          whiteTurns, blackTurns, setup.turn() == Side.WHITE));
    }

    private void shared(int sq, int whiteKnight, int blackKnight) {
      Square square = Square.at(sq);
      SquareSet here = SquareSet.of(square);
      if (sq == whiteKnight && sq == blackKnight) {
        add(SetupProblem.of(KnightsCode.SETUP_KNIGHTS_SHARE, here, square));
        return;
      }
      if (sq == whiteKnight || sq == blackKnight) {
        Side side = sq == whiteKnight ? Side.WHITE : Side.BLACK;
        boolean ownPiece = setup.placements()
            .count(p -> p.square() == square && p.piece().side() == side) > 1;
        add(ownPiece
            ? SetupProblem.of(KnightsCode.SETUP_KNIGHT_ON_OWN_PIECE, here, side, square)
            : SetupProblem.of(KnightsCode.SETUP_KNIGHT_ON_TARGET, here, side, square));
        return;
      }
      add(SetupProblem.of(SetupCode.TWO_PIECES, KN1, here, here));
    }

    private void counters(int whiteTurns, int blackTurns, long whiteStatics, long blackStatics) {
      boolean whiteToMove = setup.turn() == Side.WHITE;
      if (whiteToMove ? whiteTurns != blackTurns : whiteTurns != blackTurns + 1) {
        add(SetupProblem.of(SetupCode.TURN_ORDER, KN7, SquareSet.empty(), whiteTurns, blackTurns,
            Objects.requireNonNull(setup.turn(), "SetupProblem.withTurn gives a side to move")));
      }
      int whiteCaptures = Board.TARGETS - Long.bitCount(blackStatics);
      int blackCaptures = Board.TARGETS - Long.bitCount(whiteStatics);
      if (whiteCaptures > whiteTurns) {
        add(SetupProblem.of(KnightsCode.SETUP_CAPTURES_EXCEED_TURNS, Side.WHITE, whiteCaptures, whiteTurns));
      }
      if (blackCaptures > blackTurns) {
        add(SetupProblem.of(KnightsCode.SETUP_CAPTURES_EXCEED_TURNS, Side.BLACK, blackCaptures, blackTurns));
      }
      if (whiteStatics == 0L && !whiteToMove) {
        add(SetupProblem.of(KnightsCode.SETUP_FINISHED_OUT_OF_TURN));
      }
      if (game.limit > 0 && (whiteTurns > game.limit || blackTurns > game.limit)) {
        add(SetupProblem.of(KnightsCode.SETUP_BEYOND_LIMIT, whiteTurns, blackTurns, game.limit));
      }
    }

    private int turns(String field) {
      String text = setup.field(field).getOrElse("0");
      Option<Integer> turns = Setup.naturalNumber(text);
      if (turns.isEmpty()) {
        Localizable takes = game.limit > 0 ? Localizable.of(FieldValues.WHOLE_NUMBER, 0, game.limit)
            : Localizable.of(FieldValues.WHOLE_NUMBER_FROM, 0);
        add(SetupProblem.of(SetupCode.BAD_FIELD, KN10, SquareSet.empty(), field, text, takes));
        return -1;
      }
      return turns.get();
    }

    /**
     * The racing knight's square, or -1 after reporting why there is none. When the field is unreadable or
     * names a square without the knight, the problem is reported and the knight found on the board (if any)
     * is returned to classify the other pieces, so that one mistake gives one problem; the setup is invalid
     * anyway.
     */
    private int racer(Side side, String field, int staticKnight) {
      Piece knight = Piece.of(side, Role.KNIGHT);
      String text = setup.field(field).getOrElse("-");
      if ("-".equals(text)) {
        return onBoard(side, field, knight, staticKnight, true);
      }
      Option<Square> named = Square.parse(text).toOption();
      if (named.isEmpty()) {
        add(SetupProblem.of(SetupCode.BAD_FIELD, KN2, SquareSet.empty(), field, text,
            Localizable.of(FieldValues.SQUARE_OR_DASH, Square.A1, Square.H8)));
        return onBoard(side, field, knight, staticKnight, false);
      }
      Square sq = named.get();
      if (setup.placements().find(p -> p.square() == sq && p.piece().equals(knight)).isEmpty()) {
        add(SetupProblem.of(KnightsCode.SETUP_KNIGHT_NOT_THERE, SquareSet.of(sq), side, sq));
        return onBoard(side, field, knight, staticKnight, false);
      }
      return sq.index();
    }

    /** The one knight of a side that is not on its static knight's square. */
    private int onBoard(Side side, String field, Piece knight, int staticKnight, boolean report) {
      Seq<Square> candidates = setup.placements()
          .filter(p -> p.piece().equals(knight) && p.square().index() != staticKnight)
          .map(Placement::square)
          .distinct();
      if (candidates.size() == 1) {
        return candidates.head().index();
      }
      if (report && candidates.isEmpty()) {
        add(SetupProblem.of(KnightsCode.SETUP_KNIGHT_MISSING, side, field));
      } else if (report) {
        SquareSet where = SquareSet.ofAll(candidates);
        add(SetupProblem.of(KnightsCode.SETUP_KNIGHT_AMBIGUOUS, where, side, where, field));
      }
      return -1;
    }
  }
}
