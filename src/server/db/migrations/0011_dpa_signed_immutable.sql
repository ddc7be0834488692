-- A signed data processing agreement is evidence (GDPR art. 28, eIDAS simple electronic
-- signature): once signed, the database itself refuses any change to the row, whatever the code
-- above it does. Deleting a signed row is refused too, except when its user no longer exists:
-- the ON DELETE CASCADE of an erased account runs after the user row is gone, so account erasure
-- still removes it.
CREATE FUNCTION dpa_documents_signed_immutable() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.statut = 'signed' THEN
    IF TG_OP = 'UPDATE' THEN
      RAISE EXCEPTION 'Un DPA signé ne peut pas être modifié (%).', OLD.numero_contrat
        USING ERRCODE = 'check_violation';
    END IF;
    IF EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) THEN
      RAISE EXCEPTION 'Un DPA signé ne peut pas être supprimé (%).', OLD.numero_contrat
        USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER dpa_documents_signed_immutable
  BEFORE UPDATE OR DELETE ON dpa_documents
  FOR EACH ROW EXECUTE FUNCTION dpa_documents_signed_immutable();
