import { ReviewsBoard } from './reviews-board';

/** /personel/yorumlar: the reviews of the signed-in staff member's own work (read only). */
export function StaffReviewsPage() {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Yorumlarım</h1>
        <p className="text-sm text-gray-600">
          Müşterilerin sizin yaptığınız hizmetler için yazdığı yorumlar.
        </p>
      </div>
      <ReviewsBoard
        audience={{ kind: 'staff' }}
        emptyText="Tamamlanan randevularınızdan sonra müşterilerin yazdığı yorumlar burada görünür."
      />
    </div>
  );
}
