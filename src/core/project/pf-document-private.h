/* pf-document-private.h: the document's fields and its undo steps, shared by pf-document*.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "pf-document.h"

G_BEGIN_DECLS

/* The history keeps at most this many steps. */
#define PF_DOCUMENT_MAX_STEPS 200

/*
 * PfChangeOp:
 * @PF_CHANGE_SWAP: the item at (kind, pack_index, index) and @item swap
 *   their contents; doing it again undoes it
 * @PF_CHANGE_INSERT: @item goes into its list at @index (undone: taken out)
 * @PF_CHANGE_REMOVE: the item at @index is taken out into @item (undone:
 *   put back)
 * @PF_CHANGE_ORDER: the pack's levels and @order swap their orders
 * @PF_CHANGE_MOVE: the level at (@pack_index, @index) moves to
 *   (@to_pack_index, @to_index), the index it has once it is there
 *
 * Items are moved, never copied, between the project and the history, so an
 * item that is deleted and brought back is the same object.
 */
typedef enum
{
  PF_CHANGE_SWAP,
  PF_CHANGE_INSERT,
  PF_CHANGE_REMOVE,
  PF_CHANGE_ORDER,
  PF_CHANGE_MOVE,
} PfChangeOp;

typedef struct
{
  PfChangeOp  op;
  PfItemKind  kind;
  guint       pack_index;  /* for levels */
  guint       index;
  gpointer    item;        /* the other content, or the item while out of the project */
  gboolean    owned;       /* @item is the history's to free */
  GPtrArray  *order;       /* PF_CHANGE_ORDER: the level pointers in the other order */
  guint       to_pack_index;  /* PF_CHANGE_MOVE */
  guint       to_index;
} PfChange;

typedef struct
{
  guint64    serial;
  char      *label;
  char      *focus;        /* the path of the item the step is about */
  GPtrArray *changes;      /* PfChange*, in the order they were done */
} PfStep;

/* The document's signals, emitted in pf-document.c and pf-document-edit.c */
enum {
  PF_DOCUMENT_ITEM_CHANGED,
  PF_DOCUMENT_ITEMS_CHANGED,
  PF_DOCUMENT_N_SIGNALS
};

extern guint pf_document_signals[PF_DOCUMENT_N_SIGNALS];

struct _PfDocument
{
  GObject     parent_instance;

  PfProject  *project;
  GFile      *file;
  GFile      *read_file;         /* the file @read_identity is of, or NULL */
  PfFileIdentity read_identity;  /* what was on disk when it was read or saved */

  GQueue      undo;              /* PfStep*, newest first */
  GQueue      redo;
  guint64     next_serial;
  guint64     saved_serial;      /* the top undo step's serial when saved; 0: none */
  gboolean    saved_reachable;   /* FALSE once the saved state left the history */
  gboolean    forced_modified;
  gboolean    modified;          /* as last notified */

  /* The open group, if any */
  PfStep     *group;
  guint       group_depth;
  gboolean    merge_group;       /* the open group joins the last undo step */
  GPtrArray  *held_paths;        /* what to announce when the group ends */
  GPtrArray  *held_lists;

  /* The open in-place edit, if any */
  PfChange   *editing;
  char       *editing_path;

  /* The open stroke, if any: its label, and its undo step once an edit
   * made it */
  gboolean    stroking;
  char       *stroke_label;
  PfStep     *stroke_step;
};

/* pf-document-history.c */
PfStep    *pf_step_new            (const char  *label,
                                   const char  *focus);
void       pf_step_free           (PfStep      *step);
gsize      pf_step_bytes          (const PfStep *step);
/* A change of @op to the item of @kind at @index (in the pack at
 * @pack_index, for a level); the caller sets what else @op needs. */
PfChange  *pf_change_new          (PfChangeOp   op,
                                   PfItemKind   kind,
                                   guint        pack_index,
                                   guint        index);
void       pf_change_free         (PfChange    *change);

/* Does @change (forward) or undoes it (backward) on @project, and notes what
 * the views must hear in @changed_paths and @changed_lists. */
void       pf_change_apply        (PfChange    *change,
                                   PfProject   *project,
                                   gboolean     forward,
                                   GPtrArray   *changed_paths,
                                   GPtrArray   *changed_lists);

/* Swaps the content of two items of @kind (for packs, only the header). */
void       pf_item_swap_content   (PfItemKind   kind,
                                   gpointer     a,
                                   gpointer     b);
/* A copy of what pf_item_swap_content() exchanges. */
gpointer   pf_item_copy_content   (PfItemKind   kind,
                                   gconstpointer item);

/* pf-document.c */
/* Notifies ::modified, ::can-undo and ::can-redo after the history changed. */
void       pf_document_update_state (PfDocument *self);
/* Adds @change, already done, to the open group, to the open stroke's step,
 * or as a step of its own. */
void       pf_document_record     (PfDocument  *self,
                                   PfChange    *change,
                                   const char  *label,
                                   const char  *focus);
/* Does @change, records it and tells the views. */
void       pf_document_do_change  (PfDocument  *self,
                                   PfChange    *change,
                                   const char  *label,
                                   const char  *focus);
/* The index of the pack named by its path or id. */
gboolean   pf_document_find_pack  (PfDocument  *self,
                                   const char  *pack,
                                   guint       *index);

/* pf-document-edit.c */
/* Emits the signals for what a change did, or inside a group holds them
 * for its end, so views never see a group half done. */
void       pf_document_announce   (PfDocument  *self,
                                   GPtrArray   *changed_paths,
                                   GPtrArray   *changed_lists);

/* pf-document-edit.c: editing one item in place, in the core only. The
 * designer's edits go through the named operations
 * (pf_document_level_set_wall(), pf_document_set_meta(), …), which keep each
 * item's rules; these are what they are made of. */

/**
 * pf_document_begin_edit:
 * @self: a document
 * @path: the item to edit
 *
 * Starts an edit of one item in place: the document keeps a copy of the
 * item as it is (for a pack, its id and metadata but not its levels), and
 * pf_document_end_edit() makes the change one undo step. Everything else in
 * the project is left alone, so an edit costs what the item costs.
 *
 * Returns: (transfer none) (nullable): the item to change, or %NULL when
 *   @path names none
 */
gpointer    pf_document_begin_edit     (PfDocument   *self,
                                        const char   *path);

/**
 * pf_document_end_edit:
 * @self: a document
 *
 * Ends the edit begun with pf_document_begin_edit(): records the undo step
 * (or adds it to the open group) and emits #PfDocument::item-changed.
 */
void        pf_document_end_edit       (PfDocument   *self);

/**
 * pf_document_cancel_edit:
 * @self: a document
 *
 * Puts the item being edited back as it was, and records nothing.
 */
void        pf_document_cancel_edit    (PfDocument   *self);

/* After pf_document_begin_edit() */
/* Ends the edit as one undo step called @label (or joins the open group or
 * stroke) and tells the views. */
void       pf_document_commit_edit (PfDocument *self,
                                    const char *label);
/* Ends an edit that changed nothing: no step, no signal. */
void       pf_document_drop_edit  (PfDocument  *self);

/* A list is named by its kind and, for levels, the pack's id: "level:PACK". */
char      *pf_document_list_name  (PfItemKind   kind,
                                   const char  *pack);

G_END_DECLS
