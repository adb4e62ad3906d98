package io.github.tabla.testkit.hexapawn;

import io.github.tabla.core.Code;
import io.github.tabla.core.RuleId;
import io.vavr.control.Option;

/** Hexapawn's codes: each refusal, setup problem and round end with its rule. */
enum HexapawnCode implements Code {
  /** A pawn reached the far rank (HX-3). */
  FAR_RANK("hexapawn.end.far-rank", "HX-3"),
  /** The side to move cannot move (HX-3). */
  NO_MOVE("hexapawn.end.no-move", "HX-3"),
  /** Not a pawn's step or capture (HX-2). */
  NOT_A_PAWN_MOVE("hexapawn.not-a-pawn-move", "HX-2"),
  /** A piece that is not a pawn (HX-1). */
  SETUP_NOT_A_PAWN("hexapawn.setup.not-a-pawn", "HX-1"),
  /** A pawn off the 3 by 3 board (HX-1). */
  SETUP_OFF_BOARD("hexapawn.setup.off-board", "HX-1"),
  /** A move counter that is not a number from 0 to 15 (HX-1). */
  SETUP_FIELD("hexapawn.setup.field", "HX-1");

  private final String key;
  private final RuleId rule;

  HexapawnCode(String key, String rule) {
    this.key = key;
    this.rule = RuleId.of(rule);
  }

  @Override
  public String key() {
    return key;
  }

  @Override
  public Option<RuleId> rule() {
    return Option.some(rule);
  }
}
