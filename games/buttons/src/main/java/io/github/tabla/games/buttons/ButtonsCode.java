package io.github.tabla.games.buttons;

import org.apiguardian.api.API;
import static io.github.tabla.core.Code.Argument.COUNT;
import static io.github.tabla.core.Code.Argument.PIECE;
import static io.github.tabla.core.Code.Argument.RULE;
import static io.github.tabla.core.Code.Argument.SIDE;
import static io.github.tabla.core.Code.Argument.SQUARE;
import static io.github.tabla.core.Code.Argument.SQUARES;

import io.github.tabla.core.Code;
import io.github.tabla.core.Termination;
import io.vavr.collection.HashSet;
import io.vavr.collection.Set;

/**
 * The codes of the rejected moves, setup problems and round ends of Queens, Rooks and Buttons, each with the
 * rule it enforces, the kinds of its text's arguments and a text in every language; the game's
 * {@code messageCodes()} is made from them. The setup problems every game shares are the core's
 * ({@code SetupCode}: two pieces on a square, an unknown or bad field, counters that do not fit the side to
 * move, QB-6).
 */
@API(status = API.Status.STABLE, since = "0.1")
public enum ButtonsCode implements Code {
  /** "The button on … is not a piece: buttons never move (QB-1)." */
  BUTTON_NEVER_MOVES("buttons.button-never-moves", "QB-1", SQUARE),
  /** "The … on … is in the way: no piece jumps over another (QB-3)." */
  BLOCKED_BY_PIECE("buttons.blocked-by-piece", "QB-3", SQUARE, PIECE),
  /** "The button on … is in the way: you may stop on it and collect it, but not go past it (Q…" (QB-4). */
  BLOCKED_BY_BUTTON("buttons.blocked-by-button", "QB-4", SQUARE),
  /** "Your own … stands on …: a piece never moves onto a piece of its own side (QB-5)." */
  OWN_PIECE("buttons.own-piece", "QB-5", SQUARE, PIECE),
  /** "The … on … does not belong in this game: only queens and rooks play (QB-1)." */
  SETUP_ROLE("buttons.setup.role", "QB-1", SQUARE, PIECE),
  /** "There is no piece on the board; a round needs pieces to play (QB-7)." */
  SETUP_NO_PIECES("buttons.setup.no-pieces", "QB-7"),
  /** "A button cannot lie under a piece, since moving onto a button collects it: … (QB-4)." */
  SETUP_BUTTON_UNDER_PIECE("buttons.setup.button-under-piece", "QB-4", SQUARES),
  /** "Buttons lie only on a4, d4, e4, h4, a5, d5, e5 and h5, not on … (QB-1)." */
  SETUP_BUTTON_OFF_SQUARE("buttons.setup.button-off-square", "QB-1", SQUARES),
  /** "… has made … moves, but a side makes at most … moves in a round (QB-7)." */
  SETUP_MOVES_BEYOND_LIMIT("buttons.setup.moves-beyond-limit", "QB-7", SIDE, COUNT, COUNT),
  /** "White has … buttons and Black … buttons, and … buttons lie on the board: more than the…" (QB-1). */
  SETUP_TOO_MANY_BUTTONS("buttons.setup.too-many-buttons", "QB-1", COUNT, COUNT, COUNT, COUNT),
  /** "… has … buttons after only … moves, but collecting a button takes a move (QB-4)." */
  SETUP_POINTS_BEYOND_MOVES("buttons.setup.points-beyond-moves", "QB-4", SIDE, COUNT, COUNT),
  /** "All the buttons have been collected (…)." (QB-7). */
  ALL_COLLECTED("buttons.end.all-collected", "QB-7", RULE),
  /** "Both sides have made their 15 moves; the buttons left belong to nobody (…)." (QB-7). */
  MOVE_LIMIT("buttons.end.move-limit", "QB-7", RULE),
  /** "A side has no pieces left, so the other side takes the buttons still on the board (…)." (QB-7). */
  NO_PIECES("buttons.end.no-pieces", "QB-7", RULE),
  /** "Neither side can move; the buttons left belong to nobody (…)." (QB-8). */
  NO_MOVES("buttons.end.no-moves", "QB-8", RULE),
  /** A rook's move that is not along a rank or a file (QB-3). */
  NOT_A_ROOK_LINE("buttons.not-a-rook-line", "QB-3", PIECE, SQUARE, SQUARE),
  /** A queen's move that is not along a rank, a file or a diagonal (QB-3). */
  NOT_A_QUEEN_LINE("buttons.not-a-queen-line", "QB-3", PIECE, SQUARE, SQUARE),
  /** More queens or rooks of a side than the game has (QB-1). */
  SETUP_TOO_MANY("buttons.setup.too-many-pieces", "QB-1", PIECE, COUNT, COUNT),
  /** More queens or rooks of a side than the one-more-rook variant has (QB-2). */
  SETUP_TOO_MANY_EXTRA_ROOK("buttons.setup.too-many-pieces", "QB-2", PIECE, COUNT, COUNT);

  private final Definition definition;

  ButtonsCode(String key, String rule, Argument... arguments) {
    definition = Definition.of(key, rule, arguments);
  }

  @Override
  public Definition definition() {
    return definition;
  }

  /** Every code's key, with the keys of the other texts the game shows. */
  static Set<String> messageCodes() {
    return Code.keys(values()).addAll(HashSet.of("game.buttons.name", "game.buttons:extra-rook.name",
        "unit.buttons", "level.gentle", "level.easy", "level.medium", "level.strong", "level.strongest"));
  }

  /** The termination of a round-end code. */
  Termination termination() {
    return Termination.of(this);
  }
}
