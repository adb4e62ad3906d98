package io.github.tabla.cli;

import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Localizable;
import io.github.tabla.core.Move;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Side;
import io.github.tabla.core.Termination;
import io.github.tabla.core.match.Match;
import io.github.tabla.core.match.MatchFormat;
import io.github.tabla.core.match.MatchOutcome;
import io.github.tabla.core.match.Player;
import io.github.tabla.core.match.RoundResult;
import io.github.tabla.core.match.Seat;
import io.github.tabla.core.match.Standing;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.Robot;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.text.Normalizer;
import java.util.Locale;

/**
 * A match played in the terminal: a person against the Robot (the person is Player 1, White in round
 * 1 and Black in round 2, M-2), or two people at one keyboard. It draws the board, the score, whose
 * turn it is and the last move; reads moves in the game's notation or as squares; answers an illegal
 * move with its reason; and knows {@code hint}, {@code moves}, {@code undo}, {@code resign},
 * {@code board}, {@code help} and {@code quit}, in English and in the chosen language.
 *
 * @param <P> the game's position type
 */
final class PlaySession<P extends GamePosition<P>> {
  /** The commands a person may type instead of a move, by their key in the bundle. */
  enum Command {
    HELP("help", "?"), HINT("hint"), MOVES("moves"), UNDO("undo"), RESIGN("resign"), BOARD("board"),
    QUIT("quit", "exit");

    private final Seq<String> english;

    Command(String... english) {
      this.english = Array.of(english);
    }

    String key() {
      return "command." + name().toLowerCase(Locale.ROOT);
    }

    String word(Texts texts) {
      return texts.get(key());
    }

    boolean matches(String input, Texts texts) {
      String i = plain(input);
      return english.contains(i) || plain(word(texts)).equals(i);
    }
  }

  private final GameContext<P> ctx;
  private final Terminal term;
  private final Texts texts;
  private final Option<Robot<P>> robot;
  private final Robot<P> adviser;
  private final Thinking thinking;
  private final boolean unicode;
  private Match<P> match;
  private int roundsAnnounced;
  private int resultsAnnounced;
  // the record last drawn, by identity: a repeated position after new moves is drawn again
  private Object drawn = new Object();

  private PlaySession(GameContext<P> ctx, Terminal term, Option<Level> level, long seed, Thinking thinking,
      boolean unicode, String first, String second) {
    this.ctx = ctx;
    this.term = term;
    this.texts = ctx.texts;
    this.robot = level.map(l -> ctx.game.robot(l, seed));
    this.adviser = robot.getOrElse(() -> ctx.game.robot(ctx.game.strongestLevel(), seed));
    this.thinking = thinking;
    this.unicode = unicode;
    this.match = Match.of(ctx.game, first, second);
  }

  /**
   * A match ready to play.
   *
   * @param level the Robot's level; none for two people
   * @param first Player 1's name (the person, against the Robot)
   * @param second Player 2's name
   */
  static <P extends GamePosition<P>> PlaySession<P> of(GameContext<P> ctx, Terminal term, Option<Level> level,
      long seed, Thinking thinking, boolean unicode, String first, String second) {
    return new PlaySession<>(ctx, term, level, seed, thinking, unicode, first, second);
  }

  /** Plays the match to its end (or until the person quits or the input ends). */
  int run() {
    introduce();
    while (!match.isOver()) {
      announce();
      P position = match.current().current();
      Player mover = match.toMove().get();
      Seq<Move> legal = position.legalMoves();
      if (isRobot(mover)) {
        Move m = robot.get().choose(position, thinking.budget()).move();
        play(m);
        term.say(texts.get("robot.plays", mover.name(), ctx.write(m)));
        continue;
      }
      if (legal.size() == 1 && legal.head().isPass()) {
        // a forced pass (KD-9, KN-8, QB-8) is no choice: play it and say why
        term.say(texts.get("play.must-pass", mover.name()));
        play(legal.head());
        continue;
      }
      showBoard(position, false);
      Option<String> line = term.ask(prompt(mover, position.sideToMove()));
      if (line.isEmpty()) {
        term.say(texts.get("play.input-ended"));
        return 0;
      }
      if (!answer(line.get().strip(), position, mover)) {
        term.say(texts.get("play.goodbye"));
        return 0;
      }
    }
    announce();
    finish(match.outcome().get());
    return 0;
  }

  private boolean isRobot(Player player) {
    return robot.isDefined() && player.seat() == Seat.SECOND;
  }

  private void play(Move move) {
    match = match.play(move).getOrElseThrow(r -> new IllegalStateException("a legal move was refused: " + r));
  }

  /** Handles one line typed by a person; {@code false} when the person leaves. */
  private boolean answer(String input, P position, Player mover) {
    if (input.isEmpty()) {
      return true;
    }
    if (Command.HELP.matches(input, texts)) {
      help();
    } else if (Command.HINT.matches(input, texts)) {
      term.say(texts.get("play.hint", ctx.write(adviser.hint(position, thinking.budget()))));
    } else if (Command.MOVES.matches(input, texts)) {
      term.say(texts.get("play.legal-moves", position.legalMoves().map(ctx::write).mkString(" ")));
    } else if (Command.UNDO.matches(input, texts)) {
      undo();
    } else if (Command.RESIGN.matches(input, texts)) {
      match = match.resign(mover.seat()).getOrElseThrow(r -> new IllegalStateException("cannot resign: " + r));
    } else if (Command.BOARD.matches(input, texts)) {
      showBoard(position, true);
    } else if (Command.QUIT.matches(input, texts)) {
      return false;
    } else {
      Either<Localizable, Move> move = ctx.readMove(position, input);
      if (move.isLeft()) {
        term.say(ctx.text(move.getLeft()));
        term.say(texts.get("play.try-again", Command.HELP.word(texts), Command.MOVES.word(texts)));
      } else {
        play(move.get());
      }
    }
    return true;
  }

  /** Takes back moves until it is the person's turn again, with at least one of their moves undone. */
  private void undo() {
    if (robot.isEmpty()) {
      Option<Match<P>> back = match.undo();
      back.forEach(m -> match = m);
      term.say(texts.get(back.isDefined() ? "play.undone" : "play.nothing-to-undo"));
      return;
    }
    Side person = match.sideOf(Seat.FIRST);
    Match<P> m = match;
    while (true) {
      Option<Match<P>> back = m.undo();
      if (back.isEmpty()) {
        term.say(texts.get("play.nothing-to-undo"));
        return;
      }
      m = back.get();
      if (m.current().current().sideToMove() == person) {
        match = m;
        term.say(texts.get("play.undone"));
        return;
      }
    }
  }

  private void introduce() {
    String game = Catalog.familyName(ctx.game.family(), texts)
        + (ctx.game.variant().equals("standard") ? "" : " (" + Catalog.variantName(ctx.game, texts) + ")");
    Player one = match.player(Seat.FIRST);
    Player two = match.player(Seat.SECOND);
    term.say(robot.isDefined()
        ? texts.get("play.intro.robot", game, Catalog.levelName(ctx.game, robot.get().level(), texts.locale()))
        : texts.get("play.intro.two-players", game, one.name(), two.name()));
    term.say(match.format().rounds() == 1
        ? texts.get("play.format.single", one.name())
        : texts.get("play.format.rounds", match.format().rounds(), one.name(), two.name()));
    term.say(texts.get("play.how", Command.HELP.word(texts), Command.MOVES.word(texts)));
  }

  /** Says the results of rounds just finished and the start of a new round. */
  private void announce() {
    Seq<RoundResult> results = match.results();
    for (RoundResult r : results.drop(resultsAnnounced)) {
      Termination why = r.outcome().termination();
      if (!why.equals(Termination.RESIGNATION) && !why.equals(Termination.AGREEMENT)) {
        // the last position of a round that ended on the board
        showBoard(match.rounds().get(r.number() - 1).current(), true);
      }
      term.say(ctx.text(r));
    }
    resultsAnnounced = results.size();
    if (match.round() > roundsAnnounced && !match.isOver()) {
      roundsAnnounced = match.round();
      term.say("");
      Player white = match.playerOf(Side.WHITE);
      term.say(match.format().rounds() == 1
          ? texts.get("play.game-starts", white.name(), match.playerOf(Side.BLACK).name())
          : texts.get("play.round-starts", match.round(), match.format().rounds(), white.name(),
              match.playerOf(Side.BLACK).name()));
    }
  }

  private void finish(MatchOutcome outcome) {
    term.say("");
    term.say(texts.get("play.match-over"));
    if (outcome.format().rounds() > 1) {
      term.say(standings(outcome.standings()));
    }
    term.say(ctx.text(outcome));
  }

  private String standings(Seq<Standing> standings) {
    return texts.get("play.match-standing", standings.map(this::tally).mkString(", "));
  }

  private String tally(Standing s) {
    MatchFormat format = match.format();
    String value = switch (format) {
      case POINTS -> String.valueOf(s.points());
      case ROUNDS_THEN_RACE_LENGTH -> String.valueOf(s.roundsWon());
      case SINGLE_GAME, TWO_GAMES -> s.gamePoints();
    };
    return s.player().name() + " " + value;
  }

  private void showBoard(P position, boolean always) {
    if (!always && drawn == match.current()) {
      return;
    }
    drawn = match.current();
    boolean whiteAtBottom = robot.isEmpty() || match.sideOf(Seat.FIRST) == Side.WHITE;
    Board board = Board.of(unicode, whiteAtBottom);
    term.say("");
    board.draw(position).forEach(term::say);
    term.say(legend(board, position));
    status(position).forEach(term::say);
  }

  private String legend(Board board, P position) {
    return board.legend(position, ctx, texts);
  }

  private Seq<String> status(P position) {
    Player white = match.playerOf(Side.WHITE);
    Player black = match.playerOf(Side.BLACK);
    int played = position.turns().white() + position.turns().black();
    String round = match.format().rounds() == 1 ? "" : texts.get("status.round", match.round(), match.format().rounds()) + "   ";
    String moves = ctx.game.maxPlies().map(max -> texts.get("status.moves", played, max))
        .getOrElse(() -> texts.get("status.moves.unlimited", played));
    Array<String> lines = Array.of(round + moves, texts.get("status.score",
        white.name(), side(Side.WHITE), position.score().white(),
        black.name(), side(Side.BLACK), position.score().black()));
    if (match.round() > 1 && match.format() != MatchFormat.SINGLE_GAME) {
      lines = lines.append(standings(match.standings()));
    }
    Option<Move> last = match.current().lastMove();
    if (last.isDefined()) {
      Player who = match.playerOf(last.get().side());
      lines = lines.append(texts.get("status.last-move", who.name(), ctx.write(last.get())));
    }
    return lines;
  }

  private String side(Side side) {
    return ctx.messages.text("side." + side.name().toLowerCase(Locale.ROOT), Array.empty());
  }

  private String prompt(Player mover, Side side) {
    return robot.isDefined()
        ? texts.get("prompt.your-move", side(side))
        : texts.get("prompt.player-move", mover.name(), side(side));
  }

  private void help() {
    term.say(texts.get("help.intro", ctx.write(match.current().current().legalMoves().head())));
    Seq<String> words = Array.of(Command.values()).map(c -> {
      String word = c.word(texts);
      String english = c.english.head();
      return plain(word).equals(english) ? word : word + " (" + english + ")";
    });
    int width = words.map(String::length).max().getOrElse(0);
    for (Command c : Command.values()) {
      String word = words.get(c.ordinal());
      term.say("  " + word + " ".repeat(width - word.length() + 2) + texts.get("help." + c.name().toLowerCase(Locale.ROOT)));
    }
  }

  /** Lower case without accents, so that "mutari" is read as "mutări". */
  static String plain(String s) {
    return Normalizer.normalize(s.strip().toLowerCase(Locale.ROOT), Normalizer.Form.NFD).replaceAll("\\p{M}", "");
  }

  /** The message code of a piece's name, for example {@code piece.white.king}. */
  static String pieceKey(Piece p) {
    return "piece." + p.side().name().toLowerCase(Locale.ROOT) + "." + p.role().name().toLowerCase(Locale.ROOT);
  }
}
