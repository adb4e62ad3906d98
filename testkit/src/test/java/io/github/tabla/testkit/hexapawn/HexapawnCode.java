package io.github.tabla.testkit.hexapawn;

import static io.github.tabla.core.Code.Argument.PIECE;
import static io.github.tabla.core.Code.Argument.RULE;
import static io.github.tabla.core.Code.Argument.SQUARE;

import io.github.tabla.core.Code;

/**
 * Hexapawn's codes: each refusal, setup problem and round end with its rule and the kinds of its text's
 * arguments. A move counter that is not a number from 0 to 15 is the core's bad field
 * ({@code SetupCode.BAD_FIELD}, HX-1).
 */
enum HexapawnCode implements Code {
  /** A pawn reached the far rank (HX-3). */
  FAR_RANK("hexapawn.end.far-rank", "HX-3", RULE),
  /** The side to move cannot move (HX-3). */
  NO_MOVE("hexapawn.end.no-move", "HX-3", RULE),
  /** Not a pawn's step or capture (HX-2). */
  NOT_A_PAWN_MOVE("hexapawn.not-a-pawn-move", "HX-2"),
  /** A piece that is not a pawn (HX-1). */
  SETUP_NOT_A_PAWN("hexapawn.setup.not-a-pawn", "HX-1", SQUARE, PIECE),
  /** A pawn off the 3 by 3 board (HX-1). */
  SETUP_OFF_BOARD("hexapawn.setup.off-board", "HX-1", SQUARE);

  private final Definition definition;

  HexapawnCode(String key, String rule, Argument... arguments) {
    definition = Definition.of(key, rule, arguments);
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
