/** A queued text extraction: the CV file as uploaded; a newer upload makes it moot. */
export interface ResumeTextJob {
  candidateId: string;
  fileId: string;
}
