package io.github.tabla.core.record;

import org.apiguardian.api.API;
import io.github.tabla.core.Localizable;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.Objects;

/**
 * The first move of a replayed list that could not be played: which game, at which ply, the token as
 * it was written, and why.
 *
 * @param gameId the game's id
 * @param ply the one-based ply of the failing move (1 is White's first move)
 * @param token the move as it was given, for example {@code "e1-e3"}
 * @param reason why it failed: a syntax error or a move rejection
 */
@API(status = API.Status.STABLE, since = "0.1")
public record ReplayError(String gameId, int ply, String token, Localizable reason) implements Localizable {
  /**
   * Checks that no part is missing.
   *
   * @param gameId the game's id
   * @param ply the one-based ply of the failing move (1 is White's first move)
   * @param token the move as it was given, for example {@code "e1-e3"}
   * @param reason why it failed: a syntax error or a move rejection
   * @throws NullPointerException when a part is null
   */
  public ReplayError {
    Objects.requireNonNull(gameId, "gameId");
    Objects.requireNonNull(token, "token");
    Objects.requireNonNull(reason, "reason");
  }

  /**
   * The stable code.
   *
   * @return {@code "replay.error"}
   */
  @Override
  public String code() {
    return "replay.error";
  }

  /**
   * The message arguments: the ply, the token and the reason (put into words).
   *
   * @return {@code [ply, token, reason]}
   */
  @Override
  public Seq<Object> arguments() {
    return Array.of(ply, token, reason);
  }
}
