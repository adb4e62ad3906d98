package io.github.tabla.games.draughts.capture;

import org.apiguardian.api.API;
import io.vavr.collection.Seq;

/**
 * Why a capture is not allowed: the criterion that rules it out, and the captures that must be
 * played instead.
 *
 * <pre>{@code
 * Option<Ruling<Capture>> why = CapturePriority.ITALIAN.whyNot(
 *     Capture.of(1, true), Array.of(Capture.of(1, true), Capture.of(2, true)));
 * why.get().criterion();   // Criterion.MOST_PIECES (ID-10.1)
 * why.get().instead();     // [king takes 2]
 * }</pre>
 *
 * @param <T> what the captures are: {@link Capture} descriptions or a game's moves
 * @param criterion the first criterion, in priority order, on which the capture loses
 * @param candidate the description of the capture that was asked about
 * @param required the description shared by the captures that must be played
 * @param instead the captures that must be played instead, in the order given
 */
@API(status = API.Status.STABLE, since = "0.1")
public record Ruling<T>(Criterion criterion, Capture candidate, Capture required, Seq<T> instead) {

  /**
   * What the deciding criterion measured in the capture that was asked about.
   *
   * @return for example the number of pieces it takes
   */
  public Object candidateMeasure() {
    return criterion.measure().apply(candidate);
  }

  /**
   * What the deciding criterion measured in the captures that must be played.
   *
   * @return for example the number of pieces they take
   */
  public Object requiredMeasure() {
    return criterion.measure().apply(required);
  }
}
