/**
 * The engine room of the core: primitive structures for the searcher, such as the transposition
 * table. Not exported; no Vavr, no streams, no boxing collections here.
 */
@NullMarked
package io.github.tabla.core.internal;

import org.jspecify.annotations.NullMarked;
