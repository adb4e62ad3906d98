package io.github.tabla.core;

import io.vavr.collection.Seq;

/**
 * Something a person may be told: a stable message code and the arguments of its text.
 *
 * <p>Codes are stable strings such as {@code "diamonds.kings-touch"}; they are keys of the resource
 * bundles shipped in English, Romanian, Hebrew and Italian, so the text is never built into the code.
 * {@link Messages} turns a {@code Localizable} into text for a locale.
 */
public interface Localizable {
  /**
   * The stable code of this message; also its key in the resource bundles.
   *
   * @return for example {@code "move.not-your-piece"}
   */
  String code();

  /**
   * The values the message text refers to as {@code {0}}, {@code {1}}, ... in bundle order.
   *
   * @return the arguments, possibly empty
   */
  Seq<Object> arguments();
}
