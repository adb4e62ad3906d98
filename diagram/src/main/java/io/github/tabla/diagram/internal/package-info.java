/**
 * The drawing room of the diagrams: the board as primitive arrays indexed by square ({@link
 * io.github.tabla.diagram.internal.Picture}) and the writers that turn it into SVG or Unicode text.
 * Not exported; no Vavr, no streams, no boxing here: the public {@code Diagram} translates its values
 * into a {@code Picture} once.
 */
@NullMarked
package io.github.tabla.diagram.internal;

import org.jspecify.annotations.NullMarked;
