package io.github.tabla.games.draughts;

import io.github.tabla.core.BoardShape;
import io.github.tabla.core.FieldSpec;
import io.github.tabla.core.FieldValues;
import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.Localizable;
import io.github.tabla.core.MessageBundles;
import io.github.tabla.core.NotationSpec;
import io.github.tabla.core.Placement;
import io.github.tabla.core.RepetitionRule;
import io.github.tabla.core.Role;
import io.github.tabla.core.RuleId;
import io.github.tabla.core.Setup;
import io.github.tabla.core.SetupCode;
import io.github.tabla.core.SetupProblem;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareNaming;
import io.github.tabla.core.SquareSet;
import io.github.tabla.core.Termination;
import io.github.tabla.core.kernel.KernelBinding;
import io.github.tabla.core.match.MatchFormat;
import io.github.tabla.core.robot.KernelSearcher;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.LevelSettings;
import io.github.tabla.core.robot.Robot;
import io.github.tabla.core.robot.SearchRobot;
import io.github.tabla.games.draughts.internal.Layout;
import io.github.tabla.games.draughts.internal.VariantEvaluation;
import io.github.tabla.games.draughts.internal.VariantKernel;
import io.github.tabla.games.draughts.internal.VariantRules;
import io.github.tabla.games.draughts.internal.WideEvaluation;
import io.github.tabla.games.draughts.internal.WideKernel;
import io.github.tabla.games.draughts.variants.RulesGenerators;
import io.vavr.collection.Array;
import io.vavr.collection.HashSet;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.control.Option;
import io.vavr.control.Validation;
import java.util.Locale;
import java.util.Objects;
import java.util.ResourceBundle;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * A draughts variant given as data, {@link DraughtsRules}, played as a game: its start, its positions
 * ({@link VariantPosition}), its square names (the variant's numbering or algebraic names, on 8 &times; 8,
 * 10 &times; 10 or 12 &times; 12), its draw rules and a Robot from the engine room's one search on the
 * variant's kernel.
 *
 * <pre>{@code
 * DraughtsVariant russian = DraughtsVariant.of(DraughtsRules.RUSSIAN);
 * VariantPosition p = russian.start();                    // White moves first, men on rows 1..3
 * p = p.play(russian.square("c3"), russian.square("d4")).get();
 * DraughtsVariant mine = DraughtsVariant.of(DraughtsRules.ITALIAN.toBuilder()
 *     .id("italian-back-capture").name("Italian draughts, men capture backwards")
 *     .manCaptures(DraughtsRules.ManCaptures.FORWARD_AND_BACKWARD).build());
 * }</pre>
 *
 * <p>Rule ids in the variant's rejections, setup problems and round ends are the variant's
 * {@link DraughtsRules#rulePrefix() prefix} with the number of the same rule in Italian draughts' rules
 * ({@code docs/rules/italian-draughts.md}): 1 the board, 3 the start and the turn, 4 the notation, 5 the
 * man, 6 promotion (no man on its far row), 7 the king, 8 compulsory capture, 10 the priorities, 12 the end, 13
 * the draws.
 *
 * <p>Immutable and safe to share; equal when the rules are equal.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public sealed class DraughtsVariant implements GameDefinition<VariantPosition>
    permits DraughtsVariant.English, DraughtsVariant.Pool, DraughtsVariant.Russian, DraughtsVariant.Brazilian,
        DraughtsVariant.Czech, DraughtsVariant.Spanish, DraughtsVariant.Portuguese, DraughtsVariant.Thai,
        DraughtsVariant.International, DraughtsVariant.Frisian, DraughtsVariant.Turkish,
        DraughtsVariant.Canadian {
  /** The position field counting the plies since the last capture or man's move. */
  public static final String NO_PROGRESS_FIELD = "no-progress-plies";
  /**
   * The position field counting the plies of an ending against a lone king without a capture or a
   * crowning ({@link DraughtsRules.EndgameLimit}), in the variants that limit such endings.
   */
  public static final String ENDGAME_FIELD = "endgame-plies";
  /** The position field counting White's moves. */
  public static final String WHITE_MOVES_FIELD = "white-moves";
  /** The position field counting Black's moves. */
  public static final String BLACK_MOVES_FIELD = "black-moves";
  /**
   * The position field of White's run of quiet moves with one king, in a variant that limits them
   * ({@link DraughtsRules#kingMoveLimit()}): {@code 0} for none, or the moves in a row and the king's square,
   * {@code 2@28}.
   */
  public static final String WHITE_KING_RUN_FIELD = "white-king-run";
  /** The position field of Black's run of quiet moves with one king, as {@link #WHITE_KING_RUN_FIELD}. */
  public static final String BLACK_KING_RUN_FIELD = "black-king-run";
  /**
   * The code of a quiet move of a king that has made the variant's limit of quiet moves in a row while its
   * side has men (Frisian draughts, FR-7.1): "The king on … has moved … times in a row: move another piece".
   */
  public static final String KING_RESTS = "draughts.variant.king-rests";
  /** The text of what a king's run field takes: "0, or 1 to … moves in a row, @ and a king's square (2@28)". */
  static final String KING_RUN_VALUE = "draughts.variant.field.king-run";

  /**
   * The code of a capture by a man where a king can capture and the variant's first priority is that a
   * king captures (Czech draughts, CZ-10.1): "A king that can capture must capture: play …".
   */
  public static final String KING_MUST_CAPTURE = "draughts.variant.priority.king-must-capture";

  private static final int MAX_COUNT = 1_000_000;
  /** The rules Tabla ships, each named in the draughts bundle ({@code game.<id>.name}) in every language. */
  private static final Set<DraughtsRules> SHIPPED = HashSet.of(DraughtsRules.ENGLISH, DraughtsRules.POOL,
      DraughtsRules.RUSSIAN, DraughtsRules.BRAZILIAN, DraughtsRules.CZECH, DraughtsRules.SPANISH,
      DraughtsRules.PORTUGUESE, DraughtsRules.ITALIAN, DraughtsRules.THAI, DraughtsRules.INTERNATIONAL,
      DraughtsRules.FRISIAN, DraughtsRules.CANADIAN, DraughtsRules.TURKISH);
  private static final Seq<LevelSettings> LADDER = LevelSettings.ladder(Array.of(new Level(1, "gentle"),
      new Level(2, "easy"), new Level(3, "medium"), new Level(4, "strong"), new Level(5, "strongest")), 100);

  private final DraughtsRules rules;
  private final SquareNaming naming;
  private final VariantRules kernel;
  /** The bitboards' layout of a board of up to 64 playing squares; null on a wider one. */
  private final @Nullable Layout layout;
  private final KernelBinding<VariantPosition> binding;
  private final NotationSpec notation;
  // the core square of each layout bit, and the layout bit of each core square (by index), -1 for none
  private final Square[] squareOfBit = new Square[128];
  private final int[] bitOfSquare = new int[256];
  private final Termination noPieces;
  private final Termination blocked;
  private final Termination noProgress;
  private final Termination endgameLimit;
  private final Termination repetition;

  DraughtsVariant(DraughtsRules rules) {
    this.rules = rules;
    int size = rules.size();
    BoardShape board = BoardShape.of(size, size);
    this.naming = switch (rules.numbering()) {
      case FROM_BLACKS_SIDE -> SquareNaming.numbered(board, Side.BLACK, rules.leftCornerPlayable());
      case FROM_WHITES_SIDE -> SquareNaming.numbered(board, Side.WHITE, rules.leftCornerPlayable());
      default -> SquareNaming.coordinates(board);
    };
    int plies = 2 * rules.drawRules().noProgressMoves();
    int[] endgamePlies = new int[rules.squares() / 2 + 1];
    int[] kingsEndgamePlies = new int[endgamePlies.length];
    for (int n = 1; n < endgamePlies.length; n++) {
      endgamePlies[n] = 2 * rules.drawRules().endgameMoves(n, false);
      kingsEndgamePlies[n] = 2 * rules.drawRules().endgameMoves(n, true);
    }
    if (rules.squares() > 64) {
      this.layout = null;
      this.kernel = new WideKernel(() -> RulesGenerators.wide(rules,
          rules.moveIdentity() == DraughtsRules.MoveIdentity.DISTINCT), plies, endgamePlies, kingsEndgamePlies,
          rules.kingMoveLimit());
    } else {
      Layout l = Layout.of(rules);
      this.layout = l;
      this.kernel = new VariantKernel(() -> RulesGenerators.of(rules), l, plies, endgamePlies, kingsEndgamePlies,
          rules.kingMoveLimit());
    }
    boolean full = rules.captureLines() == DraughtsRules.CaptureLines.ORTHOGONAL;
    java.util.Arrays.fill(bitOfSquare, -1);
    for (Square s : board.squares()) {
      boolean playing = full || (((s.file() + s.rank()) & 1) == 0) == rules.leftCornerPlayable();
      if (playing) {
        // the kernel's rows run from the top, and its top left corner is never a playing square: a board
        // whose a1 is not a playing square (so a8 is) is read mirrored
        int column = rules.leftCornerPlayable() ? s.file() : size - 1 - s.file();
        int bit = kernel.bitOf(size - 1 - s.rank(), column);
        squareOfBit[bit] = s;
        bitOfSquare[s.index()] = bit;
      }
    }
    this.binding = KernelBinding.of(kernel, VariantPosition::writeState, VariantPosition::typed);
    Seq<FieldSpec> fields = Array.of(
        new FieldSpec(WHITE_MOVES_FIELD, "moves White has made", "0"),
        new FieldSpec(BLACK_MOVES_FIELD, "moves Black has made", "0"));
    // PDN FEN in every variant's names: "W:W21,22:B1,2", "W:Wa1,c1:Bb8"
    if (rules.kingMoveLimit() > 0) {
      String why = " (" + rule(7) + ".1): 0, or the moves in a row and the king's square, such as 2@28";
      fields = fields.prepend(new FieldSpec(BLACK_KING_RUN_FIELD, "Black's quiet moves in a row with one king" + why,
          "0"));
      fields = fields.prepend(new FieldSpec(WHITE_KING_RUN_FIELD, "White's quiet moves in a row with one king" + why,
          "0"));
    }
    if (!rules.drawRules().endgameLimits().isEmpty()) {
      fields = fields.prepend(new FieldSpec(ENDGAME_FIELD, "plies of an ending against a lone king without a capture "
          + "or a crowning (" + rule(13) + ")", "0"));
    }
    if (plies > 0) {
      fields = fields.prepend(new FieldSpec(NO_PROGRESS_FIELD, "plies since the last capture or man's move ("
          + rule(13) + ")", "0"));
    }
    this.notation = new NotationSpec(naming, false, Option.none(), fields, NotationSpec.Positions.PIECE_LISTS);
    this.noPieces = Termination.of("draughts.end.no-pieces", rule(12));
    this.blocked = Termination.of("draughts.end.blocked", rule(12));
    this.noProgress = Termination.of("draughts.variant.end.no-progress", rule(13));
    this.endgameLimit = Termination.of("draughts.variant.end.endgame-limit", rule(13));
    this.repetition = Termination.of("draughts.variant.end.repetition", rule(13));
  }

  /**
   * The game of a variant.
   *
   * @param rules the variant, one of the constants of {@link DraughtsRules} or a user's own
   * @return the game
   */
  public static DraughtsVariant of(DraughtsRules rules) {
    Objects.requireNonNull(rules, "rules");
    return new DraughtsVariant(rules);
  }

  /**
   * The variant's rules.
   *
   * @return the rules
   */
  public DraughtsRules rules() {
    return rules;
  }

  /**
   * The rule id of the variant with the number of the same rule in Italian draughts.
   *
   * @param number 1 (board) to 13 (draws)
   * @return for example {@code "EN-8"}
   */
  String rule(int number) {
    return rules.rulePrefix() + "-" + number;
  }

  VariantRules kernelRules() {
    return kernel;
  }

  @Nullable Square square(int bit) {
    return bit >= 0 && bit < squareOfBit.length ? squareOfBit[bit] : null;
  }

  int bit(Square square) {
    return bitOfSquare[square.index()];
  }

  Termination noPieces() {
    return noPieces;
  }

  Termination blocked() {
    return blocked;
  }

  Termination noProgress() {
    return noProgress;
  }

  Termination endgameLimit() {
    return endgameLimit;
  }

  /**
   * The square with a name in the variant's naming, for examples and tests.
   *
   * @param name for example {@code "22"} or {@code "c3"}
   * @return the square
   * @throws IllegalArgumentException when the variant has no square of that name
   */
  public Square square(String name) {
    Objects.requireNonNull(name, "name");
    return naming.square(name).getOrElseThrow(
        () -> new IllegalArgumentException(rules.name() + " has no square " + name + " (" + naming.range() + ")"));
  }

  /**
   * The variant's id, {@link DraughtsRules#id()}.
   *
   * @return for example {@code "russian-draughts"}
   */
  @Override
  public String id() {
    return rules.id();
  }

  @Override
  public Class<VariantPosition> positionType() {
    return VariantPosition.class;
  }

  /**
   * The kernel: states of five words (six under a limit on a king's moves in a row) and one-word moves
   * driven by the variant's rules.
   *
   * @return the binding
   */
  @Override
  public Option<KernelBinding<VariantPosition>> kernel() {
    return Option.some(binding);
  }

  /**
   * The start: each side's men on the rows nearest it ({@link DraughtsRules#menRows()}), the first mover to
   * move.
   *
   * @return the start position
   */
  @Override
  public VariantPosition start() {
    long[] sets = new long[3 * kernel.setWords()];
    int n = rules.size();
    for (Square s : naming.board().squares()) {
      int bit = bit(s);
      // rows from White's side: White's men on the first ones, Black's on the last
      int row = s.rank() - rules.firstMenRow();
      int fromTop = n - 1 - s.rank() - rules.firstMenRow();
      if (bit >= 0 && row >= 0 && row < rules.menRows()) {
        sets[bit >> 6] |= 1L << (bit & 63);
      } else if (bit >= 0 && fromTop >= 0 && fromTop < rules.menRows()) {
        sets[kernel.setWords() + (bit >> 6)] |= 1L << (bit & 63);
      }
    }
    return VariantPosition.of(this, sets, rules.firstToMove() == Side.WHITE, 0, 0, 0, 0, 0, 0);
  }

  /**
   * A position from a setup, with every problem found: pieces only men and kings, on playing squares, one
   * to a square, at most as many per side as the start has, no man on the row where it would have been
   * crowned, fields that are whole numbers and move counts that fit the first mover and the side to move.
   *
   * @param setup the setup
   * @return the position, or the problems
   */
  @Override
  public Validation<Seq<SetupProblem>, VariantPosition> fromSetup(Setup setup) {
    return SetupProblem.withTurn(setup, naming.board(), this::validate);
  }

  private Validation<Seq<SetupProblem>, VariantPosition> validate(Setup setup) {
    Array<SetupProblem> problems = Array.empty();
    int words = kernel.setWords();
    // White's pieces, Black's and the kings, a set of the kernel's words each
    long[] sets = new long[3 * words];
    SquareSet light = SquareSet.empty();
    SquareSet twice = SquareSet.empty();
    SquareSet[] far = {SquareSet.empty(), SquareSet.empty()};
    for (Placement p : setup.placements()) {
      Square s = p.square();
      Role role = p.piece().role();
      if (role != Role.MAN && role != Role.KING) {
        problems = problems.append(SetupProblem.of(DraughtsCode.SETUP_ROLE.key(), rule(5), SquareSet.of(s),
            p.piece(), s));
        continue;
      }
      int bit = bit(s);
      if (bit < 0) {
        light = light.with(s);
        continue;
      }
      long b = 1L << (bit & 63);
      int word = bit >> 6;
      int side = p.piece().side() == Side.WHITE ? 0 : 1;
      if (((sets[word] | sets[words + word]) & b) != 0L) {
        twice = twice.with(s);
        continue;
      }
      sets[side * words + word] |= b;
      if (role == Role.KING) {
        sets[2 * words + word] |= b;
      } else if (s.rank() == (side == 0 ? rules.size() - 1 : 0)) {
        // a man on the row where it would have been crowned
        far[side] = far[side].with(s);
      }
    }
    if (!light.isEmpty()) {
      problems = problems.append(SetupProblem.of(DraughtsCode.SETUP_LIGHT_SQUARE.key(), rule(1), light, light));
    }
    if (!twice.isEmpty()) {
      problems = problems.append(SetupProblem.of(SetupCode.TWO_PIECES, RuleId.of(rule(1)), twice, twice));
    }
    // a row's playing squares: half the row, the whole row when every square plays
    int most = rules.menRows() * (rules.squares() / rules.size());
    for (int side = 0; side < 2; side++) {
      Side s = side == 0 ? Side.WHITE : Side.BLACK;
      int count = 0;
      for (int w = 0; w < words; w++) {
        count += Long.bitCount(sets[side * words + w]);
      }
      if (count > most) {
        problems = problems.append(SetupProblem.of(DraughtsCode.SETUP_TOO_MANY_PIECES.key(), rule(3),
            SquareSet.empty(), s, count, most));
      }
      if (!far[side].isEmpty()) {
        problems = problems.append(SetupProblem.of(DraughtsCode.SETUP_MAN_ON_FAR_ROW.key(), rule(6), far[side], s,
            far[side]));
      }
    }
    if (!setup.items().isEmpty()) {
      problems = problems.append(SetupProblem.of(DraughtsCode.SETUP_ITEMS.key(), rule(1), setup.items(),
          setup.items()));
    }
    if (java.util.Arrays.stream(sets, 0, 2 * words).allMatch(w -> w == 0L)) {
      problems = problems.append(SetupProblem.of(DraughtsCode.SETUP_NO_PIECES.key(), rule(12), SquareSet.empty()));
    }
    int[] counts = new int[3];
    Seq<FieldSpec> fields = notation.fields();
    for (String name : setup.fields().keySet()) {
      if (fields.forAll(f -> !f.name().equals(name))) {
        problems = problems.append(SetupProblem.of(SetupCode.UNKNOWN_FIELD, name));
      }
    }
    String[] names = {NO_PROGRESS_FIELD, WHITE_MOVES_FIELD, BLACK_MOVES_FIELD};
    int limit = 2 * rules.drawRules().noProgressMoves();
    for (int i = 0; i < 3; i++) {
      String name = names[i];
      if (i == 0 && limit == 0) {
        continue;
      }
      String text = setup.field(name).getOrElse("0");
      // a count at the limit is a drawn position, one a game can reach: it reads back as it was written
      int max = i == 0 ? limit : MAX_COUNT;
      Option<Integer> n = Setup.naturalNumber(text).filter(v -> v <= max);
      if (n.isEmpty()) {
        problems = problems.append(SetupProblem.of(SetupCode.BAD_FIELD, RuleId.of(rule(i == 0 ? 13 : 3)),
            SquareSet.empty(), name, text, Localizable.of(FieldValues.WHOLE_NUMBER, 0, max)));
      } else {
        counts[i] = n.get();
      }
    }
    int endgame = 0;
    if (!rules.drawRules().endgameLimits().isEmpty()) {
      // the count of an ending with a limit reaches it at most (the game is then drawn); any other position
      // counts nothing
      int ending = kernel.endgameLimit(sets);
      int max = ending;
      String text = setup.field(ENDGAME_FIELD).getOrElse("0");
      Option<Integer> n = Setup.naturalNumber(text).filter(v -> v <= max);
      if (n.isEmpty()) {
        problems = problems.append(SetupProblem.of(SetupCode.BAD_FIELD, RuleId.of(rule(13)), SquareSet.empty(),
            ENDGAME_FIELD, text, Localizable.of(FieldValues.WHOLE_NUMBER, 0, max)));
      } else {
        endgame = n.get();
      }
    }
    int[] runs = new int[2];
    if (rules.kingMoveLimit() > 0) {
      for (int side = 0; side < 2; side++) {
        String name = side == 0 ? WHITE_KING_RUN_FIELD : BLACK_KING_RUN_FIELD;
        String text = setup.field(name).getOrElse("0");
        int run = run(text, sets, side);
        if (run < 0) {
          problems = problems.append(SetupProblem.of(SetupCode.BAD_FIELD, RuleId.of(rule(7) + ".1"), SquareSet.empty(),
              name, text, Localizable.of(KING_RUN_VALUE, rules.kingMoveLimit())));
        } else {
          runs[side] = run;
        }
      }
    }
    Side turn = Objects.requireNonNull(setup.turn(), "SetupProblem.withTurn gives a side to move");
    Side first = rules.firstToMove();
    int firstAt = first == Side.WHITE ? 1 : 2;
    if (turn != first && counts[1] == 0 && counts[2] == 0) {
      // no moves counted (a plain PDN FEN reads as 0 and 0) with the second side to move: the first has made one
      counts[firstAt] = 1;
    }
    int firstMoves = counts[firstAt];
    int secondMoves = counts[3 - firstAt];
    if (secondMoves != (turn == first ? firstMoves : firstMoves - 1)) {
      problems = problems.append(SetupProblem.of(SetupCode.TURN_ORDER, RuleId.of(rule(3)), SquareSet.empty(),
          counts[1], counts[2], turn));
    }
    if (!problems.isEmpty()) {
      return Validation.invalid(problems);
    }
    return Validation.valid(VariantPosition.of(this, sets, turn == Side.WHITE, counts[0], endgame, counts[1],
        counts[2], runs[0], runs[1]));
  }

  /** A run field's value: "0", or "2@28" (moves in a row, a king's square); -1 when it is neither. */
  private int run(String text, long[] sets, int side) {
    if (text.equals("0")) {
      return 0;
    }
    int at = text.indexOf('@');
    if (at != 1) {
      return -1;
    }
    int moves = text.charAt(0) - '0';
    if (moves < 1 || moves > rules.kingMoveLimit()) {
      return -1;
    }
    Option<Square> square = naming.square(text.substring(at + 1));
    int bit = square.isEmpty() ? -1 : bit(square.get());
    int words = kernel.setWords();
    boolean king = bit >= 0 && (sets[side * words + (bit >> 6)] & sets[2 * words + (bit >> 6)] & 1L << (bit & 63)) != 0L;
    return king ? kernel.runOf(bit, moves) : -1;
  }

  /**
   * The text declaration: the variant's square names, no piece letters, no items, positions as PDN FEN
   * (each side's pieces by square name), and the fields
   * {@code no-progress-plies} (when the variant has a no-progress draw), {@code endgame-plies} (when it
   * limits endings against a lone king), {@code white-moves} and {@code black-moves}.
   *
   * @return the declaration
   */
  @Override
  public NotationSpec notation() {
    return notation;
  }

  /**
   * One game decides (M-1).
   *
   * @return {@link MatchFormat#SINGLE_GAME}
   */
  @Override
  public MatchFormat matchFormat() {
    return MatchFormat.SINGLE_GAME;
  }

  /**
   * No move limit: the draw rules end long games.
   *
   * @return none
   */
  @Override
  public Option<Integer> maxPlies() {
    return Option.none();
  }

  /**
   * The variant's repetition draw, when it has one ({@link DraughtsRules.DrawRules#repetitions()}).
   *
   * @return the rule, or none
   */
  @Override
  public Option<RepetitionRule> repetitionRule() {
    int n = rules.drawRules().repetitions();
    return n > 0 ? Option.some(new RepetitionRule(n, repetition)) : Option.none();
  }

  /**
   * Every variant knows the draw by agreement.
   *
   * @return {@code true}
   */
  @Override
  public boolean drawByAgreement() {
    return true;
  }

  /**
   * Five levels, from gentle to strongest, the ladder every game shares.
   *
   * @return the levels
   */
  @Override
  public Seq<Level> levels() {
    return LADDER.map(LevelSettings::level);
  }

  /**
   * The Robot at a level: the engine room's search on the variant's kernel with an evaluation of material,
   * advance, back row, centre and side files whose weights were chosen for the variant by matches.
   *
   * @param level one of {@link #levels()}
   * @param seed the seed of the gentle levels' randomness
   * @return the Robot
   * @throws IllegalArgumentException when the level is not one of this game's
   */
  @Override
  public Robot<VariantPosition> robot(Level level, long seed) {
    Objects.requireNonNull(level, "level");
    LevelSettings settings = LADDER.find(s -> s.level().equals(level)).getOrElseThrow(
        () -> new IllegalArgumentException("no level " + level + " in " + id() + ": " + levels().mkString(", ")));
    VariantEvaluation.Weights weights = VariantEvaluation.Weights.forRules(rules);
    return SearchRobot.of(KernelSearcher.of(binding, layout == null ? new WideEvaluation(rules, weights)
        : new VariantEvaluation(layout, weights)), settings, seed);
  }

  /**
   * The draughts module's bundle, {@code io/github/tabla/games/draughts/messages*.properties}.
   *
   * @param locale the language
   * @return the bundle
   */
  @Override
  public ResourceBundle messages(Locale locale) {
    Objects.requireNonNull(locale, "locale");
    return MessageBundles.load("io.github.tabla.games.draughts.messages", locale,
        DraughtsVariant.class::getResourceAsStream);
  }

  /**
   * The keys of the texts this game shows: its rejections, setup problems, ends, levels and priority's
   * criteria, and the name of a variant Tabla ships ({@code game.<id>.name}; a variant of one's own has none).
   *
   * @return the keys
   */
  @Override
  public Set<String> messageCodes() {
    return HashSet.of("draughts.light-square", "draughts.capture.compulsory", "draughts.variant.no-such-move",
        DraughtsCode.SETUP_ROLE.key(), DraughtsCode.SETUP_LIGHT_SQUARE.key(), DraughtsCode.SETUP_TOO_MANY_PIECES.key(),
        DraughtsCode.SETUP_MAN_ON_FAR_ROW.key(), DraughtsCode.SETUP_ITEMS.key(), DraughtsCode.SETUP_NO_PIECES.key(),
        "draughts.end.no-pieces", "draughts.end.blocked", "draughts.variant.end.no-progress",
        "draughts.variant.end.endgame-limit",
        "draughts.variant.end.repetition", KING_MUST_CAPTURE, KING_RESTS, KING_RUN_VALUE,
        "level.gentle", "level.easy", "level.medium", "level.strong",
        "level.strongest")
        .addAll(rules.capturePriority().criteria().map(c -> c.code()))
        .addAll(SHIPPED.contains(rules) ? HashSet.of("game." + rules.id() + ".name") : HashSet.empty());
  }

  /**
   * Games are equal when their rules are.
   *
   * @param o another object
   * @return whether it is a variant with equal rules
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof DraughtsVariant v && v.rules.equals(rules);
  }

  /**
   * A hash of the rules.
   *
   * @return the rules' hash
   */
  @Override
  public int hashCode() {
    return rules.hashCode();
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

  /** English draughts ({@link DraughtsRules#ENGLISH}), as {@code ServiceLoader} finds it. */
  public static final class English extends DraughtsVariant {
    /** The game; {@code DraughtsVariant.of(DraughtsRules.ENGLISH)} is an equal one. */
    public English() {
      super(DraughtsRules.ENGLISH);
    }
  }

  /** American pool checkers ({@link DraughtsRules#POOL}), as {@code ServiceLoader} finds it. */
  public static final class Pool extends DraughtsVariant {
    /** The game; {@code DraughtsVariant.of(DraughtsRules.POOL)} is an equal one. */
    public Pool() {
      super(DraughtsRules.POOL);
    }
  }

  /** Russian draughts ({@link DraughtsRules#RUSSIAN}), as {@code ServiceLoader} finds it. */
  public static final class Russian extends DraughtsVariant {
    /** The game; {@code DraughtsVariant.of(DraughtsRules.RUSSIAN)} is an equal one. */
    public Russian() {
      super(DraughtsRules.RUSSIAN);
    }
  }

  /** Brazilian draughts ({@link DraughtsRules#BRAZILIAN}), as {@code ServiceLoader} finds it. */
  public static final class Brazilian extends DraughtsVariant {
    /** The game; {@code DraughtsVariant.of(DraughtsRules.BRAZILIAN)} is an equal one. */
    public Brazilian() {
      super(DraughtsRules.BRAZILIAN);
    }
  }

  /** Czech draughts ({@link DraughtsRules#CZECH}), as {@code ServiceLoader} finds it. */
  public static final class Czech extends DraughtsVariant {
    /** The game; {@code DraughtsVariant.of(DraughtsRules.CZECH)} is an equal one. */
    public Czech() {
      super(DraughtsRules.CZECH);
    }
  }

  /** Spanish draughts ({@link DraughtsRules#SPANISH}), as {@code ServiceLoader} finds it. */
  public static final class Spanish extends DraughtsVariant {
    /** The game; {@code DraughtsVariant.of(DraughtsRules.SPANISH)} is an equal one. */
    public Spanish() {
      super(DraughtsRules.SPANISH);
    }
  }

  /** Portuguese draughts ({@link DraughtsRules#PORTUGUESE}), as {@code ServiceLoader} finds it. */
  public static final class Portuguese extends DraughtsVariant {
    /** The game; {@code DraughtsVariant.of(DraughtsRules.PORTUGUESE)} is an equal one. */
    public Portuguese() {
      super(DraughtsRules.PORTUGUESE);
    }
  }

  /** Thai draughts ({@link DraughtsRules#THAI}), as {@code ServiceLoader} finds it. */
  public static final class Thai extends DraughtsVariant {
    /** The game; {@code DraughtsVariant.of(DraughtsRules.THAI)} is an equal one. */
    public Thai() {
      super(DraughtsRules.THAI);
    }
  }

  /** Frisian draughts ({@link DraughtsRules#FRISIAN}), as {@code ServiceLoader} finds it. */
  public static final class Frisian extends DraughtsVariant {
    /** The game; {@code DraughtsVariant.of(DraughtsRules.FRISIAN)} is an equal one. */
    public Frisian() {
      super(DraughtsRules.FRISIAN);
    }
  }

  /** Turkish draughts ({@link DraughtsRules#TURKISH}), as {@code ServiceLoader} finds it. */
  public static final class Turkish extends DraughtsVariant {
    /** The game; {@code DraughtsVariant.of(DraughtsRules.TURKISH)} is an equal one. */
    public Turkish() {
      super(DraughtsRules.TURKISH);
    }
  }

  /** Canadian draughts ({@link DraughtsRules#CANADIAN}), as {@code ServiceLoader} finds it. */
  public static final class Canadian extends DraughtsVariant {
    /** The game; {@code DraughtsVariant.of(DraughtsRules.CANADIAN)} is an equal one. */
    public Canadian() {
      super(DraughtsRules.CANADIAN);
    }
  }

  /** International draughts ({@link DraughtsRules#INTERNATIONAL}), as {@code ServiceLoader} finds it. */
  public static final class International extends DraughtsVariant {
    /** The game; {@code DraughtsVariant.of(DraughtsRules.INTERNATIONAL)} is an equal one. */
    public International() {
      super(DraughtsRules.INTERNATIONAL);
    }
  }
}
